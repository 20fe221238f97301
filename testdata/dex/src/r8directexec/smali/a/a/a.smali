# Guava's DirectExecutor enum, shrunk and renamed by R8 (INSTANCE is a, $VALUES b); see sketch/ToolProvider.java.
.class final enum La/a/a;
.super Ljava/lang/Enum;
.source "DirectExecutor.java"

# interfaces
.implements Ljava/util/concurrent/Executor;


# static fields
.field public static final enum a:La/a/a;

.field private static final synthetic b:[La/a/a;


# direct methods
.method static constructor <clinit>()V
    .registers 4
    new-instance v0, La/a/a;
    const-string v1, "INSTANCE"
    const/4 v2, 0x0
    invoke-direct {v0, v1, v2}, La/a/a;-><init>(Ljava/lang/String;I)V
    sput-object v0, La/a/a;->a:La/a/a;
    const/4 v1, 0x1
    new-array v1, v1, [La/a/a;
    aput-object v0, v1, v2
    sput-object v1, La/a/a;->b:[La/a/a;
    return-void
.end method

.method private constructor <init>(Ljava/lang/String;I)V
    .registers 3
    invoke-direct {p0, p1, p2}, Ljava/lang/Enum;-><init>(Ljava/lang/String;I)V
    return-void
.end method


# virtual methods
.method public final execute(Ljava/lang/Runnable;)V
    .registers 2
    .line 33
    invoke-interface {p1}, Ljava/lang/Runnable;->run()V
    return-void
.end method
