.class public final Lcom/example/r32k3/Command$Schedule;
.super Ljava/lang/Object;
.source "Commands.kt"

# interfaces
.implements Lcom/example/r32k3/Command;


# annotations
.annotation system Ldalvik/annotation/EnclosingClass;
    value = Lcom/example/r32k3/Command;
.end annotation

.annotation system Ldalvik/annotation/InnerClass;
    accessFlags = 0x19
    name = "Schedule"
.end annotation


# instance fields
.field private final atMs:J

.field private final conversation:Ljava/lang/String;

.field private final text:Ljava/lang/String;


# direct methods
.method public constructor <init>(Ljava/lang/String;Ljava/lang/String;J)V
    .registers 6
    const-string v0, "conversation"
    invoke-static {p1, v0}, Lkotlin/jvm/internal/Intrinsics;->checkNotNullParameter(Ljava/lang/Object;Ljava/lang/String;)V
    const-string v0, "text"
    invoke-static {p2, v0}, Lkotlin/jvm/internal/Intrinsics;->checkNotNullParameter(Ljava/lang/Object;Ljava/lang/String;)V
    .line 14
    invoke-direct {p0}, Ljava/lang/Object;-><init>()V
    iput-object p1, p0, Lcom/example/r32k3/Command$Schedule;->conversation:Ljava/lang/String;
    iput-object p2, p0, Lcom/example/r32k3/Command$Schedule;->text:Ljava/lang/String;
    iput-wide p3, p0, Lcom/example/r32k3/Command$Schedule;->atMs:J
    return-void
.end method


# virtual methods
.method public final getAtMs()J
    .registers 3
    .line 14
    iget-wide v0, p0, Lcom/example/r32k3/Command$Schedule;->atMs:J
    return-wide v0
.end method

.method public final getConversation()Ljava/lang/String;
    .registers 2
    .line 14
    iget-object v0, p0, Lcom/example/r32k3/Command$Schedule;->conversation:Ljava/lang/String;
    return-object v0
.end method

.method public final getText()Ljava/lang/String;
    .registers 2
    .line 14
    iget-object v0, p0, Lcom/example/r32k3/Command$Schedule;->text:Ljava/lang/String;
    return-object v0
.end method
