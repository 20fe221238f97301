.class public interface abstract Lcom/ferncastle/plugin/Registry$Factory;
.super Ljava/lang/Object;
.source "Registry.java"


# annotations
.annotation system Ldalvik/annotation/EnclosingClass;
    value = Lcom/ferncastle/plugin/Registry;
.end annotation

.annotation system Ldalvik/annotation/InnerClass;
    accessFlags = 0x609
    name = "Factory"
.end annotation


# virtual methods
.method public abstract create(Lcom/ferncastle/plugin/Registry$Kit;)Ljava/util/List;
    .annotation system Ldalvik/annotation/Signature;
        value = {
            "(",
            "Lcom/ferncastle/plugin/Registry$Kit;",
            ")",
            "Ljava/util/List<",
            "Lcom/ferncastle/plugin/AbstractTool;",
            ">;"
        }
    .end annotation
.end method
