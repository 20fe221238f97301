package com.example.r31j3;

// @Component(modules = ToolModule.class)
interface ToolComponent {
    Pinger pinger();
    Browser browser();
    TokenStore tokens();
}
