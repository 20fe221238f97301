.class public interface abstract Lcom/example/r27p/Exporter;
.super Ljava/lang/Object;
.source "Exporter.java"

.method public abstract export(Landroid/content/Context;Landroid/os/Bundle;)Landroid/os/Bundle;
.end method

.method public abstract name()Ljava/lang/String;
.end method
