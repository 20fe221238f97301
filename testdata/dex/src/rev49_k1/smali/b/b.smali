.class public final Lb/b;
.super Ljava/lang/Object;
.source "SourceFile"


# instance fields
.field private a:Lb/c;

.field private volatile b:Ljava/lang/Object;

.field private final c:Ljava/lang/Object;


# direct methods
.method public constructor <init>(Lb/c;)V
    .registers 3

    invoke-direct {p0}, Ljava/lang/Object;-><init>()V

    iput-object p1, p0, Lb/b;->a:Lb/c;

    sget-object p1, Lb/d;->a:Lb/d;

    iput-object p1, p0, Lb/b;->b:Ljava/lang/Object;

    iput-object p0, p0, Lb/b;->c:Ljava/lang/Object;

    return-void
.end method


# virtual methods
.method public final a()Ljava/lang/Object;
    .registers 4

    iget-object v0, p0, Lb/b;->b:Ljava/lang/Object;

    sget-object v1, Lb/d;->a:Lb/d;

    if-eq v0, v1, :cond_init

    return-object v0

    :cond_init
    iget-object v2, p0, Lb/b;->c:Ljava/lang/Object;

    monitor-enter v2

    :try_start_0
    iget-object v0, p0, Lb/b;->b:Ljava/lang/Object;

    if-ne v0, v1, :cond_done

    iget-object v0, p0, Lb/b;->a:Lb/c;

    invoke-interface {v0}, Lb/c;->a()Ljava/lang/Object;

    move-result-object v0

    iput-object v0, p0, Lb/b;->b:Ljava/lang/Object;

    const/4 v1, 0x0

    iput-object v1, p0, Lb/b;->a:Lb/c;

    :cond_done
    monitor-exit v2
    :try_end_0
    .catchall {:try_start_0 .. :try_end_0} :catchall_0

    return-object v0

    :catchall_0
    move-exception v0

    monitor-exit v2

    throw v0
.end method
