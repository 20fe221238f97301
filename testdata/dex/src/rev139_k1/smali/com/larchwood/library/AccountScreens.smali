.class public interface abstract Lcom/larchwood/library/AccountScreens;
.super Ljava/lang/Object;
.source "Screens.kt"


# virtual methods
.method public abstract signIn(Landroid/content/Context;)Landroid/content/ComponentName;
.end method

.method public abstract signInHelp()Ljava/lang/String;
.end method
