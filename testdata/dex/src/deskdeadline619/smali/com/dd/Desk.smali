.class interface abstract Lcom/dd/Desk;
.super Ljava/lang/Object;
.source "Desk.java"


# virtual methods
.method public abstract submit(Landroid/os/Bundle;)Landroid/os/Bundle;
.end method

