.class public final synthetic Lcom/fieldnote/birding/trips/ClubClient$$ExternalSyntheticLambda0;
.super Ljava/lang/Object;
.source "D8$$SyntheticClass"

# interfaces
.implements Ljava/util/function/Supplier;


# instance fields
.field public final synthetic f$0:Lcom/fieldnote/birding/trips/ClubClient;


# direct methods
.method public synthetic constructor <init>(Lcom/fieldnote/birding/trips/ClubClient;)V
    .registers 2

    invoke-direct {p0}, Ljava/lang/Object;-><init>()V

    iput-object p1, p0, Lcom/fieldnote/birding/trips/ClubClient$$ExternalSyntheticLambda0;->f$0:Lcom/fieldnote/birding/trips/ClubClient;

    return-void
.end method


# virtual methods
.method public final get()Ljava/lang/Object;
    .registers 2

    iget-object v0, p0, Lcom/fieldnote/birding/trips/ClubClient$$ExternalSyntheticLambda0;->f$0:Lcom/fieldnote/birding/trips/ClubClient;

    invoke-virtual {v0}, Lcom/fieldnote/birding/trips/ClubClient;->lambda$memberId$0$com-fieldnote-birding-trips-ClubClient()Ljava/lang/String;

    move-result-object v0

    return-object v0
.end method
