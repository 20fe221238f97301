.class public final synthetic Lcom/hearthboard/inbox/LegacyCallerCheck$$ExternalSyntheticLambda0;
.super Ljava/lang/Object;
.source "D8$$SyntheticClass"

# interfaces
.implements Ljava/util/concurrent/Callable;


# instance fields
.field public final synthetic f$0:Lcom/hearthboard/inbox/LegacyCallerCheck;

.field public final synthetic f$1:I


# direct methods
.method public synthetic constructor <init>(Lcom/hearthboard/inbox/LegacyCallerCheck;I)V
    .registers 3

    invoke-direct {p0}, Ljava/lang/Object;-><init>()V

    iput-object p1, p0, Lcom/hearthboard/inbox/LegacyCallerCheck$$ExternalSyntheticLambda0;->f$0:Lcom/hearthboard/inbox/LegacyCallerCheck;

    iput p2, p0, Lcom/hearthboard/inbox/LegacyCallerCheck$$ExternalSyntheticLambda0;->f$1:I

    return-void
.end method


# virtual methods
.method public final call()Ljava/lang/Object;
    .registers 3

    iget-object v0, p0, Lcom/hearthboard/inbox/LegacyCallerCheck$$ExternalSyntheticLambda0;->f$0:Lcom/hearthboard/inbox/LegacyCallerCheck;

    iget v1, p0, Lcom/hearthboard/inbox/LegacyCallerCheck$$ExternalSyntheticLambda0;->f$1:I

    invoke-virtual {v0, v1}, Lcom/hearthboard/inbox/LegacyCallerCheck;->lambda$verify$0$com-hearthboard-inbox-LegacyCallerCheck(I)Ljava/lang/String;

    move-result-object v0

    return-object v0
.end method
