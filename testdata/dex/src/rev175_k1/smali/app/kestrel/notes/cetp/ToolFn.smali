.class public interface abstract Lapp/kestrel/notes/cetp/ToolFn;
.super Ljava/lang/Object;
.source "Tools.kt"


# virtual methods
.method public abstract apply(Landroid/os/Bundle;)Landroid/os/Bundle;
.end method
