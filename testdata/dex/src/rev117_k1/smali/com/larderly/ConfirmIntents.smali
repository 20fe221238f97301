.class public interface abstract Lcom/larderly/ConfirmIntents;
.super Ljava/lang/Object;
.source "Resolutions.kt"

# virtual methods
.method public abstract cancel(Landroid/content/Context;J)Landroid/content/Intent;
.end method

.method public abstract order(Landroid/content/Context;Ljava/lang/String;Ljava/lang/String;)Landroid/content/Intent;
.end method

.method public abstract share(Landroid/content/Context;JLjava/lang/String;)Landroid/content/Intent;
.end method
