.class public final synthetic Lcom/tallycrate/archive/ArchiveToolProvider$$ExternalSyntheticLambda1;
.super Ljava/lang/Object;
.source "D8$$SyntheticClass"

# interfaces
.implements Lcom/tallycrate/io/Pipe$Body;


# instance fields
.field public final synthetic f$0:Lcom/tallycrate/archive/ArchiveToolProvider;

.field public final synthetic f$1:Lcom/tallycrate/data/ArchiveDao$Entry;


# direct methods
.method public synthetic constructor <init>(Lcom/tallycrate/archive/ArchiveToolProvider;Lcom/tallycrate/data/ArchiveDao$Entry;)V
    .registers 3

    invoke-direct {p0}, Ljava/lang/Object;-><init>()V

    iput-object p1, p0, Lcom/tallycrate/archive/ArchiveToolProvider$$ExternalSyntheticLambda1;->f$0:Lcom/tallycrate/archive/ArchiveToolProvider;

    iput-object p2, p0, Lcom/tallycrate/archive/ArchiveToolProvider$$ExternalSyntheticLambda1;->f$1:Lcom/tallycrate/data/ArchiveDao$Entry;

    return-void
.end method


# virtual methods
.method public final writeTo(Ljava/io/OutputStream;)V
    .registers 4

    iget-object v0, p0, Lcom/tallycrate/archive/ArchiveToolProvider$$ExternalSyntheticLambda1;->f$0:Lcom/tallycrate/archive/ArchiveToolProvider;

    iget-object v1, p0, Lcom/tallycrate/archive/ArchiveToolProvider$$ExternalSyntheticLambda1;->f$1:Lcom/tallycrate/data/ArchiveDao$Entry;

    invoke-virtual {v0, v1, p1}, Lcom/tallycrate/archive/ArchiveToolProvider;->lambda$openFile$1$com-tallycrate-archive-ArchiveToolProvider(Lcom/tallycrate/data/ArchiveDao$Entry;Ljava/io/OutputStream;)V

    return-void
.end method
