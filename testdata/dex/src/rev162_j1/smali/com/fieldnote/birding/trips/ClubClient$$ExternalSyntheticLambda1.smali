.class public final synthetic Lcom/fieldnote/birding/trips/ClubClient$$ExternalSyntheticLambda1;
.super Ljava/lang/Object;
.source "D8$$SyntheticClass"

# interfaces
.implements Ljava/util/function/Supplier;


# instance fields
.field public final synthetic f$0:Lcom/fieldnote/birding/trips/ClubClient;

.field public final synthetic f$1:I


# direct methods
.method public synthetic constructor <init>(Lcom/fieldnote/birding/trips/ClubClient;I)V
    .registers 3

    invoke-direct {p0}, Ljava/lang/Object;-><init>()V

    iput-object p1, p0, Lcom/fieldnote/birding/trips/ClubClient$$ExternalSyntheticLambda1;->f$0:Lcom/fieldnote/birding/trips/ClubClient;

    iput p2, p0, Lcom/fieldnote/birding/trips/ClubClient$$ExternalSyntheticLambda1;->f$1:I

    return-void
.end method


# virtual methods
.method public final get()Ljava/lang/Object;
    .registers 3

    iget-object v0, p0, Lcom/fieldnote/birding/trips/ClubClient$$ExternalSyntheticLambda1;->f$0:Lcom/fieldnote/birding/trips/ClubClient;

    iget v1, p0, Lcom/fieldnote/birding/trips/ClubClient$$ExternalSyntheticLambda1;->f$1:I

    invoke-virtual {v0, v1}, Lcom/fieldnote/birding/trips/ClubClient;->lambda$joinedTrips$1$com-fieldnote-birding-trips-ClubClient(I)Ljava/util/Set;

    move-result-object v0

    return-object v0
.end method
