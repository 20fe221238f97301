.class public final Ldagger/internal/DoubleCheck;
.super Ljava/lang/Object;
.source "DoubleCheck.java"

# interfaces
.implements Ljavax/inject/Provider;

.field private static final UNINITIALIZED:Ljava/lang/Object;
.field private volatile provider:Ljavax/inject/Provider;
.field private volatile instance:Ljava/lang/Object;

.method private constructor <init>(Ljavax/inject/Provider;)V
    .registers 3
    .line 11
    invoke-direct {v1}, Ljava/lang/Object;-><init>()V
    .line 9
    sget-object v0, Ldagger/internal/DoubleCheck;->UNINITIALIZED:Ljava/lang/Object;
    iput-object v0, v1, Ldagger/internal/DoubleCheck;->instance:Ljava/lang/Object;
    .line 12
    iput-object v2, v1, Ldagger/internal/DoubleCheck;->provider:Ljavax/inject/Provider;
    .line 13
    return-void
.end method

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
    :t_16
    .line 21
    iget-object v0, v5, Ldagger/internal/DoubleCheck;->instance:Ljava/lang/Object;
    move-object v2, v0
    .line 22
    sget-object v1, Ldagger/internal/DoubleCheck;->UNINITIALIZED:Ljava/lang/Object;
    if-ne v2, v1, :L48
    .line 23
    iget-object v0, v5, Ldagger/internal/DoubleCheck;->provider:Ljavax/inject/Provider;
    invoke-interface {v0}, Ljavax/inject/Provider;->get()Ljava/lang/Object;
    move-result-object v0
    move-object v2, v0
    .line 24
    iput-object v2, v5, Ldagger/internal/DoubleCheck;->instance:Ljava/lang/Object;
    .line 25
    const/4 v1, 0x0
    iput-object v1, v5, Ldagger/internal/DoubleCheck;->provider:Ljavax/inject/Provider;
    :L48
    .line 27
    monitor-exit v3
    :t_50
    goto :L58
    :L53
    move-exception v0
    move-object v4, v0
    monitor-exit v3
    throw v4
    :L58
    .line 29
    return-object v2
    .catchall {:t_16 .. :t_50} :L53
.end method

.method public static provider(Ljavax/inject/Provider;)Ljavax/inject/Provider;
    .registers 2
    .line 33
    invoke-static {v1}, Ldagger/internal/Preconditions;->checkNotNull(Ljava/lang/Object;)Ljava/lang/Object;
    move-result-object v0
    .line 34
    instance-of v0, v1, Ldagger/internal/DoubleCheck;
    if-eqz v0, :L14
    .line 35
    return-object v1
    :L14
    .line 37
    new-instance v0, Ldagger/internal/DoubleCheck;
    invoke-direct {v0, v1}, Ldagger/internal/DoubleCheck;-><init>(Ljavax/inject/Provider;)V
    return-object v0
.end method

.method static constructor <clinit>()V
    .registers 1
    .line 6
    new-instance v0, Ljava/lang/Object;
    invoke-direct {v0}, Ljava/lang/Object;-><init>()V
    sput-object v0, Ldagger/internal/DoubleCheck;->UNINITIALIZED:Ljava/lang/Object;
    return-void
.end method

