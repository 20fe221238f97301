.class public final Lcom/homeflow/app/cetp/d;
.super Ljava/lang/Object;
.source "SourceFile"

# Operations: start() was inlined into both callers in HomeToolProvider.call.

.field public final a:Ljava/util/concurrent/ConcurrentHashMap;

.method public constructor <init>()V
    .registers 2
    .line 1 # Operations.<init>:6
    invoke-direct {p0}, Ljava/lang/Object;-><init>()V
    .line 2 # Operations.<init>:7
    new-instance v0, Ljava/util/concurrent/ConcurrentHashMap;
    invoke-direct {v0}, Ljava/util/concurrent/ConcurrentHashMap;-><init>()V
    iput-object v0, p0, Lcom/homeflow/app/cetp/d;->a:Ljava/util/concurrent/ConcurrentHashMap;
    return-void
.end method
