.class public final Lcom/example/r32k3/Command$Delete;
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
    name = "Delete"
.end annotation


# instance fields
.field private final conversation:Ljava/lang/String;


# direct methods
.method public constructor <init>(Ljava/lang/String;)V
    .registers 3
    const-string v0, "conversation"
    invoke-static {p1, v0}, Lkotlin/jvm/internal/Intrinsics;->checkNotNullParameter(Ljava/lang/Object;Ljava/lang/String;)V
    .line 12
    invoke-direct {p0}, Ljava/lang/Object;-><init>()V
    iput-object p1, p0, Lcom/example/r32k3/Command$Delete;->conversation:Ljava/lang/String;
    return-void
.end method


# virtual methods
.method public final getConversation()Ljava/lang/String;
    .registers 2
    .line 12
    iget-object v0, p0, Lcom/example/r32k3/Command$Delete;->conversation:Ljava/lang/String;
    return-object v0
.end method
