import { serveWorkerCalls } from '../../../../threads/worker-server';
import { analyzeMarkdown } from '../../domain/markdown';

/** The markdown thread: analyses large texts (imports) off the server's event loop. */
serveWorkerCalls((request: { id: number; markdown: string }) => analyzeMarkdown(request.markdown));
