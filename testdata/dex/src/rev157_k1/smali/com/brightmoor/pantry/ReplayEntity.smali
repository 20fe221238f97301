.class public final Lcom/brightmoor/pantry/ReplayEntity;
.super Ljava/lang/Object;
.source "Db.kt"


# instance fields
.field private final argsDigest:Ljava/lang/String;

.field private final reply:Ljava/lang/String;

.field private final tool:Ljava/lang/String;


# direct methods
.method public constructor <init>(Ljava/lang/String;Ljava/lang/String;Ljava/lang/String;)V
    .registers 5

    const-string v0, "tool"

    invoke-static {p1, v0}, Lkotlin/jvm/internal/Intrinsics;->checkNotNullParameter(Ljava/lang/Object;Ljava/lang/String;)V

    const-string v0, "argsDigest"

    invoke-static {p2, v0}, Lkotlin/jvm/internal/Intrinsics;->checkNotNullParameter(Ljava/lang/Object;Ljava/lang/String;)V

    const-string v0, "reply"

    invoke-static {p3, v0}, Lkotlin/jvm/internal/Intrinsics;->checkNotNullParameter(Ljava/lang/Object;Ljava/lang/String;)V

    .line 12
    invoke-direct {p0}, Ljava/lang/Object;-><init>()V

    iput-object p1, p0, Lcom/brightmoor/pantry/ReplayEntity;->tool:Ljava/lang/String;

    iput-object p2, p0, Lcom/brightmoor/pantry/ReplayEntity;->argsDigest:Ljava/lang/String;

    iput-object p3, p0, Lcom/brightmoor/pantry/ReplayEntity;->reply:Ljava/lang/String;

    return-void
.end method


# virtual methods
.method public final getArgsDigest()Ljava/lang/String;
    .registers 2

    .line 12
    iget-object v0, p0, Lcom/brightmoor/pantry/ReplayEntity;->argsDigest:Ljava/lang/String;

    return-object v0
.end method

.method public final getReply()Ljava/lang/String;
    .registers 2

    .line 12
    iget-object v0, p0, Lcom/brightmoor/pantry/ReplayEntity;->reply:Ljava/lang/String;

    return-object v0
.end method

.method public final getTool()Ljava/lang/String;
    .registers 2

    .line 12
    iget-object v0, p0, Lcom/brightmoor/pantry/ReplayEntity;->tool:Ljava/lang/String;

    return-object v0
.end method
