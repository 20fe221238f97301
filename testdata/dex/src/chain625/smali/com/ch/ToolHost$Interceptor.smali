.class interface abstract Lcom/ch/ToolHost$Interceptor;
.super Ljava/lang/Object;
.source "ToolHost.java"


# virtual methods
.method public abstract check(Ljava/lang/String;Landroid/os/Bundle;I)Landroid/os/Bundle;
.end method

