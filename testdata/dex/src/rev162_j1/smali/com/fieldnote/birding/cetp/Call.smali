.class public final Lcom/fieldnote/birding/cetp/Call;
.super Ljava/lang/Object;
.source "Call.java"


# annotations
.annotation system Ldalvik/annotation/MemberClasses;
    value = {
        Lcom/fieldnote/birding/cetp/Call$Held;
    }
.end annotation


# static fields
.field static final HELD:Lcom/fieldnote/birding/data/Repo;
    .annotation system Ldalvik/annotation/Signature;
        value = {
            "Lcom/fieldnote/birding/data/Repo<",
            "Lcom/fieldnote/birding/cetp/Call$Held;",
            "Ljava/lang/String;",
            ">;"
        }
    .end annotation
.end field

.field private static final HOLD_MS:J = 0x927c0L


# instance fields
.field private approved:Z

.field final argsSha256:Ljava/lang/String;

.field public final extras:Landroid/os/Bundle;

.field public final requestId:Ljava/lang/String;

.field final resumeToken:Ljava/lang/String;

.field public final tool:Ljava/lang/String;

.field public final uid:I


# direct methods
.method static constructor <clinit>()V
    .registers 1

    .line 32
    new-instance v0, Lcom/fieldnote/birding/cetp/Call$$ExternalSyntheticLambda0;

    invoke-direct {v0}, Lcom/fieldnote/birding/cetp/Call$$ExternalSyntheticLambda0;-><init>()V

    invoke-static {v0}, Lcom/fieldnote/birding/data/Repo;->inMemory(Ljava/util/function/Function;)Lcom/fieldnote/birding/data/Repo;

    move-result-object v0

    sput-object v0, Lcom/fieldnote/birding/cetp/Call;->HELD:Lcom/fieldnote/birding/data/Repo;

    return-void
.end method

.method constructor <init>(Landroid/os/Bundle;ILjava/lang/String;Ljava/lang/String;Ljava/lang/String;Ljava/lang/String;)V
    .registers 7

    .line 43
    invoke-direct {p0}, Ljava/lang/Object;-><init>()V

    .line 44
    iput-object p1, p0, Lcom/fieldnote/birding/cetp/Call;->extras:Landroid/os/Bundle;

    .line 45
    iput p2, p0, Lcom/fieldnote/birding/cetp/Call;->uid:I

    .line 46
    iput-object p3, p0, Lcom/fieldnote/birding/cetp/Call;->requestId:Ljava/lang/String;

    .line 47
    iput-object p4, p0, Lcom/fieldnote/birding/cetp/Call;->tool:Ljava/lang/String;

    .line 48
    iput-object p5, p0, Lcom/fieldnote/birding/cetp/Call;->argsSha256:Ljava/lang/String;

    .line 49
    iput-object p6, p0, Lcom/fieldnote/birding/cetp/Call;->resumeToken:Ljava/lang/String;

    .line 50
    return-void
.end method

.method public static answer(Ljava/lang/String;Z)V
    .registers 4

    .line 60
    invoke-static {p0}, Lcom/fieldnote/birding/cetp/Call;->held(Ljava/lang/String;)Lcom/fieldnote/birding/cetp/Call$Held;

    move-result-object v1

    .line 61
    if-eqz v1, :cond_0

    .line 62
    invoke-static {p1}, Ljava/lang/Boolean;->valueOf(Z)Ljava/lang/Boolean;

    move-result-object v0

    iput-object v0, v1, Lcom/fieldnote/birding/cetp/Call$Held;->answer:Ljava/lang/Boolean;

    .line 64
    :cond_0
    return-void
.end method

.method public static held(Ljava/lang/String;)Lcom/fieldnote/birding/cetp/Call$Held;
    .registers 6

    .line 54
    sget-object v0, Lcom/fieldnote/birding/cetp/Call;->HELD:Lcom/fieldnote/birding/data/Repo;

    invoke-virtual {v0, p0}, Lcom/fieldnote/birding/data/Repo;->findById(Ljava/lang/Object;)Ljava/lang/Object;

    move-result-object v0

    check-cast v0, Lcom/fieldnote/birding/cetp/Call$Held;

    move-object v4, v0

    .line 55
    if-eqz v4, :cond_0

    iget-wide v0, v4, Lcom/fieldnote/birding/cetp/Call$Held;->expiresAt:J

    invoke-static {}, Ljava/lang/System;->currentTimeMillis()J

    move-result-wide v2

    cmp-long v0, v0, v2

    if-gez v0, :cond_1

    :cond_0
    const/4 v0, 0x0

    goto :goto_0

    :cond_1
    move-object v0, v4

    :goto_0
    return-object v0
.end method

.method static synthetic lambda$static$0(Lcom/fieldnote/birding/cetp/Call$Held;)Ljava/lang/String;
    .registers 2

    .line 32
    iget-object v0, p0, Lcom/fieldnote/birding/cetp/Call$Held;->token:Ljava/lang/String;

    return-object v0
.end method


# virtual methods
.method public requireApproval(Ljava/lang/String;)V
    .registers 19
    .annotation system Ldalvik/annotation/Throws;
        value = {
            Lcom/fieldnote/birding/cetp/ToolException;
        }
    .end annotation

    .line 72
    move-object/from16 v0, p0

    iget-boolean v0, v0, Lcom/fieldnote/birding/cetp/Call;->approved:Z

    if-eqz v0, :cond_0

    .line 73
    return-void

    .line 75
    :cond_0
    invoke-static {}, Ljava/lang/System;->currentTimeMillis()J

    move-result-wide v13

    .line 76
    move-object/from16 v0, p0

    iget-object v0, v0, Lcom/fieldnote/birding/cetp/Call;->resumeToken:Ljava/lang/String;

    if-nez v0, :cond_1

    .line 77
    invoke-static {}, Lcom/fieldnote/birding/cetp/Tokens;->mint()Ljava/lang/String;

    move-result-object v15

    .line 78
    sget-object v0, Lcom/fieldnote/birding/cetp/Call;->HELD:Lcom/fieldnote/birding/data/Repo;

    new-instance v1, Lcom/fieldnote/birding/cetp/Call$Held;

    move-object/from16 v4, p0

    iget v4, v4, Lcom/fieldnote/birding/cetp/Call;->uid:I

    move-object/from16 v5, p0

    iget-object v5, v5, Lcom/fieldnote/birding/cetp/Call;->tool:Ljava/lang/String;

    move-object/from16 v6, p0

    iget-object v6, v6, Lcom/fieldnote/birding/cetp/Call;->requestId:Ljava/lang/String;

    move-object/from16 v7, p0

    iget-object v7, v7, Lcom/fieldnote/birding/cetp/Call;->argsSha256:Ljava/lang/String;

    const-wide/32 v11, 0x927c0

    add-long v9, v13, v11

    move-object v2, v1

    move-object v3, v15

    move-object/from16 v8, p1

    invoke-direct/range {v2 .. v10}, Lcom/fieldnote/birding/cetp/Call$Held;-><init>(Ljava/lang/String;ILjava/lang/String;Ljava/lang/String;Ljava/lang/String;Ljava/lang/String;J)V

    invoke-virtual {v0, v1}, Lcom/fieldnote/birding/data/Repo;->save(Ljava/lang/Object;)Ljava/lang/Object;

    .line 79
    new-instance v0, Lcom/fieldnote/birding/cetp/ToolException$NeedsConfirmation;

    move-object/from16 v3, p1

    invoke-direct {v0, v15, v3}, Lcom/fieldnote/birding/cetp/ToolException$NeedsConfirmation;-><init>(Ljava/lang/String;Ljava/lang/String;)V

    throw v0

    .line 81
    :cond_1
    sget-object v0, Lcom/fieldnote/birding/cetp/Call;->HELD:Lcom/fieldnote/birding/data/Repo;

    move-object/from16 v1, p0

    iget-object v1, v1, Lcom/fieldnote/birding/cetp/Call;->resumeToken:Ljava/lang/String;

    invoke-virtual {v0, v1}, Lcom/fieldnote/birding/data/Repo;->findById(Ljava/lang/Object;)Ljava/lang/Object;

    move-result-object v0

    check-cast v0, Lcom/fieldnote/birding/cetp/Call$Held;

    move-object v15, v0

    .line 82
    if-eqz v15, :cond_2

    iget v0, v15, Lcom/fieldnote/birding/cetp/Call$Held;->uid:I

    move-object/from16 v1, p0

    iget v1, v1, Lcom/fieldnote/birding/cetp/Call;->uid:I

    if-ne v0, v1, :cond_2

    iget-object v0, v15, Lcom/fieldnote/birding/cetp/Call$Held;->tool:Ljava/lang/String;

    move-object/from16 v1, p0

    iget-object v1, v1, Lcom/fieldnote/birding/cetp/Call;->tool:Ljava/lang/String;

    invoke-virtual {v0, v1}, Ljava/lang/String;->equals(Ljava/lang/Object;)Z

    move-result v0

    if-eqz v0, :cond_2

    iget-object v0, v15, Lcom/fieldnote/birding/cetp/Call$Held;->requestId:Ljava/lang/String;

    move-object/from16 v1, p0

    iget-object v1, v1, Lcom/fieldnote/birding/cetp/Call;->requestId:Ljava/lang/String;

    invoke-virtual {v0, v1}, Ljava/lang/String;->equals(Ljava/lang/Object;)Z

    move-result v0

    if-eqz v0, :cond_2

    iget-object v0, v15, Lcom/fieldnote/birding/cetp/Call$Held;->argsSha256:Ljava/lang/String;

    move-object/from16 v1, p0

    iget-object v1, v1, Lcom/fieldnote/birding/cetp/Call;->argsSha256:Ljava/lang/String;

    .line 83
    invoke-virtual {v0, v1}, Ljava/lang/String;->equals(Ljava/lang/Object;)Z

    move-result v0

    if-nez v0, :cond_3

    .line 84
    :cond_2
    new-instance v0, Lcom/fieldnote/birding/cetp/ToolException;

    const-string v2, "INVALID_REQUEST"

    const-string v3, "The resume token does not belong to this call"

    const/4 v4, 0x0

    invoke-direct {v0, v2, v3, v4}, Lcom/fieldnote/birding/cetp/ToolException;-><init>(Ljava/lang/String;Ljava/lang/String;Z)V

    throw v0

    .line 86
    :cond_3
    iget-wide v0, v15, Lcom/fieldnote/birding/cetp/Call$Held;->expiresAt:J

    cmp-long v0, v0, v13

    if-gez v0, :cond_4

    .line 87
    sget-object v0, Lcom/fieldnote/birding/cetp/Call;->HELD:Lcom/fieldnote/birding/data/Repo;

    move-object/from16 v1, p0

    iget-object v1, v1, Lcom/fieldnote/birding/cetp/Call;->resumeToken:Ljava/lang/String;

    invoke-virtual {v0, v1}, Lcom/fieldnote/birding/data/Repo;->deleteById(Ljava/lang/Object;)Z

    .line 88
    new-instance v0, Lcom/fieldnote/birding/cetp/ToolException;

    const-string v2, "INVALID_REQUEST"

    const-string v3, "The resume token has expired; run the tool again"

    const/4 v4, 0x0

    invoke-direct {v0, v2, v3, v4}, Lcom/fieldnote/birding/cetp/ToolException;-><init>(Ljava/lang/String;Ljava/lang/String;Z)V

    throw v0

    .line 90
    :cond_4
    iget-object v0, v15, Lcom/fieldnote/birding/cetp/Call$Held;->answer:Ljava/lang/Boolean;

    move-object/from16 v16, v0

    .line 91
    if-nez v16, :cond_5

    .line 92
    new-instance v0, Lcom/fieldnote/birding/cetp/ToolException;

    const-string v2, "CONFLICT"

    const-string v3, "The user has not answered yet"

    const/4 v4, 0x1

    invoke-direct {v0, v2, v3, v4}, Lcom/fieldnote/birding/cetp/ToolException;-><init>(Ljava/lang/String;Ljava/lang/String;Z)V

    throw v0

    .line 94
    :cond_5
    sget-object v0, Lcom/fieldnote/birding/cetp/Call;->HELD:Lcom/fieldnote/birding/data/Repo;

    move-object/from16 v1, p0

    iget-object v1, v1, Lcom/fieldnote/birding/cetp/Call;->resumeToken:Ljava/lang/String;

    invoke-virtual {v0, v1}, Lcom/fieldnote/birding/data/Repo;->deleteById(Ljava/lang/Object;)Z

    .line 95
    move-object/from16 v0, v16

    invoke-virtual {v0}, Ljava/lang/Boolean;->booleanValue()Z

    move-result v0

    if-nez v0, :cond_6

    .line 96
    new-instance v0, Lcom/fieldnote/birding/cetp/ToolException;

    const-string v2, "USER_CANCELLED"

    const-string v3, "The user declined"

    const/4 v4, 0x0

    invoke-direct {v0, v2, v3, v4}, Lcom/fieldnote/birding/cetp/ToolException;-><init>(Ljava/lang/String;Ljava/lang/String;Z)V

    throw v0

    .line 98
    :cond_6
    move-object/from16 v0, p0

    const/4 v1, 0x1

    iput-boolean v1, v0, Lcom/fieldnote/birding/cetp/Call;->approved:Z

    .line 99
    return-void
.end method
