.class public final Lcom/quirewell/cetp/HandleTool;
.super Ljava/lang/Object;
.source "HandleTool.java"

# interfaces
.implements Lcom/quirewell/cetp/Tool;


# static fields
.field public static final TYPE:Ljava/lang/invoke/MethodType;


# instance fields
.field private final handle:Ljava/lang/invoke/MethodHandle;


# direct methods
.method static constructor <clinit>()V
    .registers 2

    .line 9
    const-class v0, Landroid/os/Bundle;

    const-class v1, Lcom/quirewell/cetp/Invocation;

    invoke-static {v0, v1}, Ljava/lang/invoke/MethodType;->methodType(Ljava/lang/Class;Ljava/lang/Class;)Ljava/lang/invoke/MethodType;

    move-result-object v0

    sput-object v0, Lcom/quirewell/cetp/HandleTool;->TYPE:Ljava/lang/invoke/MethodType;

    return-void
.end method

.method public constructor <init>(Ljava/lang/invoke/MethodHandle;)V
    .registers 7

    .line 13
    invoke-direct {p0}, Ljava/lang/Object;-><init>()V

    .line 14
    invoke-virtual {p1}, Ljava/lang/invoke/MethodHandle;->type()Ljava/lang/invoke/MethodType;

    move-result-object v0

    sget-object v1, Lcom/quirewell/cetp/HandleTool;->TYPE:Ljava/lang/invoke/MethodType;

    invoke-virtual {v0, v1}, Ljava/lang/invoke/MethodType;->equals(Ljava/lang/Object;)Z

    move-result v0

    if-nez v0, :cond_0

    .line 15
    new-instance v0, Ljava/lang/IllegalArgumentException;

    invoke-virtual {p1}, Ljava/lang/invoke/MethodHandle;->type()Ljava/lang/invoke/MethodType;

    move-result-object v2

    invoke-static {v2}, Ljava/lang/String;->valueOf(Ljava/lang/Object;)Ljava/lang/String;

    move-result-object v2

    new-instance v3, Ljava/lang/StringBuilder;

    invoke-direct {v3}, Ljava/lang/StringBuilder;-><init>()V

    const-string v4, "handle type "

    invoke-virtual {v3, v4}, Ljava/lang/StringBuilder;->append(Ljava/lang/String;)Ljava/lang/StringBuilder;

    move-result-object v3

    invoke-virtual {v3, v2}, Ljava/lang/StringBuilder;->append(Ljava/lang/String;)Ljava/lang/StringBuilder;

    move-result-object v3

    invoke-virtual {v3}, Ljava/lang/StringBuilder;->toString()Ljava/lang/String;

    move-result-object v3

    move-object v2, v3

    invoke-direct {v0, v2}, Ljava/lang/IllegalArgumentException;-><init>(Ljava/lang/String;)V

    throw v0

    .line 17
    :cond_0
    iput-object p1, p0, Lcom/quirewell/cetp/HandleTool;->handle:Ljava/lang/invoke/MethodHandle;

    .line 18
    return-void
.end method


# virtual methods
.method public run(Lcom/quirewell/cetp/Invocation;)Landroid/os/Bundle;
    .registers 4
    .annotation system Ldalvik/annotation/Throws;
        value = {
            Ljava/lang/Exception;
        }
    .end annotation

    .line 23
    :try_start_0
    iget-object v0, p0, Lcom/quirewell/cetp/HandleTool;->handle:Ljava/lang/invoke/MethodHandle;

    invoke-polymorphic {v0, p1}, Ljava/lang/invoke/MethodHandle;->invokeExact([Ljava/lang/Object;)Ljava/lang/Object;, (Lcom/quirewell/cetp/Invocation;)Landroid/os/Bundle;
    :try_end_0
    .catch Ljava/lang/Exception; {:try_start_0 .. :try_end_0} :catch_0
    .catch Ljava/lang/Error; {:try_start_0 .. :try_end_0} :catch_0
    .catch Ljava/lang/Throwable; {:try_start_0 .. :try_end_0} :catch_1

    move-result-object v0

    return-object v0

    :catch_0
    move-exception v1

    .line 25
    throw v1

    :catch_1
    move-exception v1

    .line 27
    new-instance v0, Ljava/lang/IllegalStateException;

    invoke-direct {v0, v1}, Ljava/lang/IllegalStateException;-><init>(Ljava/lang/Throwable;)V

    throw v0
.end method
