.class public interface abstract Lcom/example/r25s/Probe;
.super Ljava/lang/Object;
.source "Probe.kt"

# Kotlin: fun interface Probe { fun look(ctx: Context): String }

.method public abstract look(Landroid/content/Context;)Ljava/lang/String;
.end method
