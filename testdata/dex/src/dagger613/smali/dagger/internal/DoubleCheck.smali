.class public final Ldagger/internal/DoubleCheck;
.super Ljava/lang/Object;
.source "DoubleCheck.java"

# interfaces
.implements Ljavax/inject/Provider;

# static fields
.field private static final UNINITIALIZED:Ljava/lang/Object;

# instance fields
.field private volatile provider:Ljavax/inject/Provider;
.field private volatile instance:Ljava/lang/Object;


# direct methods
.method private constructor <init>(Ljavax/inject/Provider;)V
    .registers 4
    .line 11
    invoke-direct {v2}, Ljava/lang/Object;-><init>()V
    .line 9
    sget-object v1, Ldagger/internal/DoubleCheck;->UNINITIALIZED:Ljava/lang/Object;
    iput-object v1, v2, Ldagger/internal/DoubleCheck;->instance:Ljava/lang/Object;
    .line 12
    iput-object v3, v2, Ldagger/internal/DoubleCheck;->provider:Ljavax/inject/Provider;
    .line 13
    return-void
.end method

.method public static provider(Ljavax/inject/Provider;)Ljavax/inject/Provider;
    .registers 2
    .line 33
    instance-of v0, v1, Ldagger/internal/DoubleCheck;
    if-eqz v0, :L9
    .line 34
    return-object v1
:L9
    .line 36
    new-instance v0, Ldagger/internal/DoubleCheck;
    invoke-direct {v0, v1}, Ldagger/internal/DoubleCheck;-><init>(Ljavax/inject/Provider;)V
    return-object v0
.end method

.method static constructor <clinit>()V
    .registers 1
    .line 7
    new-instance v0, Ljava/lang/Object;
    invoke-direct {v0}, Ljava/lang/Object;-><init>()V
    sput-object v0, Ldagger/internal/DoubleCheck;->UNINITIALIZED:Ljava/lang/Object;
    return-void
.end method


# virtual methods
.method public get()Ljava/lang/Object;
    .registers 6
    .line 18
    iget-object v0, v5, Ldagger/internal/DoubleCheck;->instance:Ljava/lang/Object;
    move-object v2, v0
    .line 19
    sget-object v1, Ldagger/internal/DoubleCheck;->UNINITIALIZED:Ljava/lang/Object;
    if-ne v2, v1, :L58
    .line 20
    move-object v3, v5
    monitor-enter v5
:L16
    .line 21
    iget-object v0, v5, Ldagger/internal/DoubleCheck;->instance:Ljava/lang/Object;
    move-object v2, v0
    .line 22
    sget-object v1, Ldagger/internal/DoubleCheck;->UNINITIALIZED:Ljava/lang/Object;
    if-ne v2, v1, :L48
    .line 23
    iget-object v0, v5, Ldagger/internal/DoubleCheck;->provider:Ljavax/inject/Provider;
    invoke-interface {v0}, Ljavax/inject/Provider;->get()Ljava/lang/Object;
    move-result-object v2
    .line 24
    iput-object v2, v5, Ldagger/internal/DoubleCheck;->instance:Ljava/lang/Object;
    .line 25
    const/4 v1, 0x0
    iput-object v1, v5, Ldagger/internal/DoubleCheck;->provider:Ljavax/inject/Provider;
:L48
    .line 27
    monitor-exit v3
:L50
    goto :L58
:L53
    move-exception v4
    monitor-exit v3
:L56
    throw v4
:L58
    .line 29
    return-object v2
    .catchall {:L16 .. :L50} :L53
    .catchall {:L53 .. :L56} :L53
.end method

