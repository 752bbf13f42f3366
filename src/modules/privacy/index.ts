export { PrivacyModule } from './privacy.module';
export { PRIVACY_COMMANDS } from './adapters/cli/privacy-commands';
