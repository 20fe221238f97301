.class public final Lcom/keydrop/a/e;
.super Ljava/lang/Object;
.source "Sessions.java"


# static fields
.field static final a:Ljava/util/concurrent/ConcurrentHashMap;


# direct methods
.method static constructor <clinit>()V
    .registers 1

    .line 8
    new-instance v0, Ljava/util/concurrent/ConcurrentHashMap;

    invoke-direct {v0}, Ljava/util/concurrent/ConcurrentHashMap;-><init>()V

    sput-object v0, Lcom/keydrop/a/e;->a:Ljava/util/concurrent/ConcurrentHashMap;

    return-void
.end method
