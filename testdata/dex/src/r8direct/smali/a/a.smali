# Kotlin sketch (Handler.kt), after R8 (minified to a.a):
#   interface Handler { fun handle(context: Context): CetpProviderResult }
.class public interface abstract La/a;
.super Ljava/lang/Object;
.source "SourceFile"

.method public abstract a(Landroid/content/Context;)Lcom/clawseed/cetp/sdk/CetpProviderResult;
.end method
