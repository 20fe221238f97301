.class public interface abstract Lcom/kitelog/Exporter;
.super Ljava/lang/Object;
.source "Data.kt"


.method public abstract export(Ljava/util/List;)Ljava/lang/String;
.end method

