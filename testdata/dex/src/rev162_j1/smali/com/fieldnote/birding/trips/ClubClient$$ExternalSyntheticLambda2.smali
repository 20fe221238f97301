.class public final synthetic Lcom/fieldnote/birding/trips/ClubClient$$ExternalSyntheticLambda2;
.super Ljava/lang/Object;
.source "D8$$SyntheticClass"

# interfaces
.implements Ljava/util/function/Supplier;


# instance fields
.field public final synthetic f$0:Lcom/fieldnote/birding/trips/ClubClient;

.field public final synthetic f$1:J

.field public final synthetic f$2:Ljava/lang/String;


# direct methods
.method public synthetic constructor <init>(Lcom/fieldnote/birding/trips/ClubClient;JLjava/lang/String;)V
    .registers 5

    invoke-direct {p0}, Ljava/lang/Object;-><init>()V

    iput-object p1, p0, Lcom/fieldnote/birding/trips/ClubClient$$ExternalSyntheticLambda2;->f$0:Lcom/fieldnote/birding/trips/ClubClient;

    iput-wide p2, p0, Lcom/fieldnote/birding/trips/ClubClient$$ExternalSyntheticLambda2;->f$1:J

    iput-object p4, p0, Lcom/fieldnote/birding/trips/ClubClient$$ExternalSyntheticLambda2;->f$2:Ljava/lang/String;

    return-void
.end method


# virtual methods
.method public final get()Ljava/lang/Object;
    .registers 5

    iget-object v0, p0, Lcom/fieldnote/birding/trips/ClubClient$$ExternalSyntheticLambda2;->f$0:Lcom/fieldnote/birding/trips/ClubClient;

    iget-wide v1, p0, Lcom/fieldnote/birding/trips/ClubClient$$ExternalSyntheticLambda2;->f$1:J

    iget-object v3, p0, Lcom/fieldnote/birding/trips/ClubClient$$ExternalSyntheticLambda2;->f$2:Ljava/lang/String;

    invoke-virtual {v0, v1, v2, v3}, Lcom/fieldnote/birding/trips/ClubClient;->lambda$join$2$com-fieldnote-birding-trips-ClubClient(JLjava/lang/String;)Ljava/lang/Long;

    move-result-object v0

    return-object v0
.end method
