.class public final synthetic Lapp/quillmark/notes/data/RequestLedger$$ExternalSyntheticLambda0;
.super Ljava/lang/Object;
.source "D8$$SyntheticClass"

# interfaces
.implements Lkotlin/jvm/functions/Function2;


# instance fields
.field public final synthetic f$0:Ljava/lang/String;

.field public final synthetic f$1:Ljava/lang/String;


# direct methods
.method public synthetic constructor <init>(Ljava/lang/String;Ljava/lang/String;)V
    .registers 3

    invoke-direct {p0}, Ljava/lang/Object;-><init>()V

    iput-object p1, p0, Lapp/quillmark/notes/data/RequestLedger$$ExternalSyntheticLambda0;->f$0:Ljava/lang/String;

    iput-object p2, p0, Lapp/quillmark/notes/data/RequestLedger$$ExternalSyntheticLambda0;->f$1:Ljava/lang/String;

    return-void
.end method


# virtual methods
.method public final invoke(Ljava/lang/Object;Ljava/lang/Object;)Ljava/lang/Object;
    .registers 5

    iget-object v0, p0, Lapp/quillmark/notes/data/RequestLedger$$ExternalSyntheticLambda0;->f$0:Ljava/lang/String;

    iget-object v1, p0, Lapp/quillmark/notes/data/RequestLedger$$ExternalSyntheticLambda0;->f$1:Ljava/lang/String;

    check-cast p1, Ljava/lang/String;

    check-cast p2, Lapp/quillmark/notes/data/Replay;

    invoke-static {v0, v1, p1, p2}, Lapp/quillmark/notes/data/RequestLedger;->finish$lambda$1(Ljava/lang/String;Ljava/lang/String;Ljava/lang/String;Lapp/quillmark/notes/data/Replay;)Lapp/quillmark/notes/data/Replay;

    move-result-object v0

    return-object v0
.end method
