.class public final Lcom/example/r16o/Uploads;
.super Ljava/lang/Object;
.source "Uploads.kt"

.annotation system Ldalvik/annotation/MemberClasses;
    value = {
        Lcom/example/r16o/Uploads$Companion;
    }
.end annotation

.field public static final Companion:Lcom/example/r16o/Uploads$Companion;
.field private static final pending:Ljava/util/concurrent/ConcurrentHashMap;

.method static constructor <clinit>()V
    .registers 2
    new-instance v0, Lcom/example/r16o/Uploads$Companion;
    const/4 v1, 0x0
    invoke-direct {v0, v1}, Lcom/example/r16o/Uploads$Companion;-><init>(Lkotlin/jvm/internal/DefaultConstructorMarker;)V
    sput-object v0, Lcom/example/r16o/Uploads;->Companion:Lcom/example/r16o/Uploads$Companion;
    .line 9
    new-instance v0, Ljava/util/concurrent/ConcurrentHashMap;
    invoke-direct {v0}, Ljava/util/concurrent/ConcurrentHashMap;-><init>()V
    sput-object v0, Lcom/example/r16o/Uploads;->pending:Ljava/util/concurrent/ConcurrentHashMap;
    return-void
.end method

.method public constructor <init>()V
    .registers 1
    .line 7
    invoke-direct {p0}, Ljava/lang/Object;-><init>()V
    return-void
.end method

.method public static final synthetic access$getPending$cp()Ljava/util/concurrent/ConcurrentHashMap;
    .registers 1
    .line 7
    sget-object v0, Lcom/example/r16o/Uploads;->pending:Ljava/util/concurrent/ConcurrentHashMap;
    return-object v0
.end method

.method public static final remember(Ljava/lang/String;I)V
    .registers 3
    sget-object v0, Lcom/example/r16o/Uploads;->Companion:Lcom/example/r16o/Uploads$Companion;
    invoke-virtual {v0, p0, p1}, Lcom/example/r16o/Uploads$Companion;->remember(Ljava/lang/String;I)V
    return-void
.end method

.method public static final traceTag()Ljava/lang/String;
    .registers 1
    sget-object v0, Lcom/example/r16o/Uploads;->Companion:Lcom/example/r16o/Uploads$Companion;
    invoke-virtual {v0}, Lcom/example/r16o/Uploads$Companion;->traceTag()Ljava/lang/String;
    move-result-object v0
    return-object v0
.end method

.method public static final uploadId()Ljava/lang/String;
    .registers 1
    sget-object v0, Lcom/example/r16o/Uploads;->Companion:Lcom/example/r16o/Uploads$Companion;
    invoke-virtual {v0}, Lcom/example/r16o/Uploads$Companion;->uploadId()Ljava/lang/String;
    move-result-object v0
    return-object v0
.end method
