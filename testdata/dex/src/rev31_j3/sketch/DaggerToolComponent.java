package com.example.r31j3;

public final class DaggerToolComponent implements ToolComponent {
    private final ToolModule toolModule;
    private DaggerToolComponent(ToolModule toolModule) {
        this.toolModule = toolModule;
    }
    public static Builder builder() {
        return new Builder();
    }
    @Override public Pinger pinger() {
        return Pinger_Factory.newInstance();
    }
    @Override public Browser browser() {
        return new Browser(ToolModule_ContextFactory.context(toolModule));
    }
    @Override public TokenStore tokens() {
        return new TokenStore(ToolModule_ContextFactory.context(toolModule));
    }
    public static final class Builder {
        private ToolModule toolModule;
        private Builder() {
        }
        public Builder toolModule(ToolModule toolModule) {
            this.toolModule = toolModule;
            return this;
        }
        public ToolComponent build() {
            return new DaggerToolComponent(toolModule);
        }
    }
}
