export { PrivacyModule } from './privacy.module';
export { PRIVACY } from './privacy.manifest';
export { PRIVACY_COMMANDS } from './adapters/cli/privacy-commands';
