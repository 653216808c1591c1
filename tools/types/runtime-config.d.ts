interface Window {
  __RUNTIME_CONFIG__?: import('remote-shared/src/config/runtime').RuntimeConfig;
}
