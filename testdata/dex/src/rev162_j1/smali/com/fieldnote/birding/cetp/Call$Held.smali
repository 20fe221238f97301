.class public final Lcom/fieldnote/birding/cetp/Call$Held;
.super Ljava/lang/Object;
.source "Call.java"


# annotations
.annotation system Ldalvik/annotation/EnclosingClass;
    value = Lcom/fieldnote/birding/cetp/Call;
.end annotation

.annotation system Ldalvik/annotation/InnerClass;
    accessFlags = 0x19
    name = "Held"
.end annotation


# instance fields
.field volatile answer:Ljava/lang/Boolean;

.field final argsSha256:Ljava/lang/String;

.field final expiresAt:J

.field final requestId:Ljava/lang/String;

.field public final summary:Ljava/lang/String;

.field final token:Ljava/lang/String;

.field final tool:Ljava/lang/String;

.field final uid:I


# direct methods
.method constructor <init>(Ljava/lang/String;ILjava/lang/String;Ljava/lang/String;Ljava/lang/String;Ljava/lang/String;J)V
    .registers 9

    .line 20
    invoke-direct {p0}, Ljava/lang/Object;-><init>()V

    .line 21
    iput-object p1, p0, Lcom/fieldnote/birding/cetp/Call$Held;->token:Ljava/lang/String;

    .line 22
    iput p2, p0, Lcom/fieldnote/birding/cetp/Call$Held;->uid:I

    .line 23
    iput-object p3, p0, Lcom/fieldnote/birding/cetp/Call$Held;->tool:Ljava/lang/String;

    .line 24
    iput-object p4, p0, Lcom/fieldnote/birding/cetp/Call$Held;->requestId:Ljava/lang/String;

    .line 25
    iput-object p5, p0, Lcom/fieldnote/birding/cetp/Call$Held;->argsSha256:Ljava/lang/String;

    .line 26
    iput-object p6, p0, Lcom/fieldnote/birding/cetp/Call$Held;->summary:Ljava/lang/String;

    .line 27
    iput-wide p7, p0, Lcom/fieldnote/birding/cetp/Call$Held;->expiresAt:J

    .line 28
    return-void
.end method
