.class public interface abstract Lcom/larkbook/AuditSink;
.super Ljava/lang/Object;
.source "Audit.kt"

# virtual methods
.method public abstract record(Ljava/lang/String;Z)V
.end method
