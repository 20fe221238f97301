.class public final synthetic Lcom/tallycrate/archive/ArchiveToolProvider$$ExternalSyntheticLambda0;
.super Ljava/lang/Object;
.source "D8$$SyntheticClass"

# interfaces
.implements Lcom/tallycrate/io/Pipe$Body;


# instance fields
.field public final synthetic f$0:Lcom/tallycrate/archive/ArchiveToolProvider;

.field public final synthetic f$1:Lcom/tallycrate/data/ArchiveDao$Entry;

.field public final synthetic f$2:I


# direct methods
.method public synthetic constructor <init>(Lcom/tallycrate/archive/ArchiveToolProvider;Lcom/tallycrate/data/ArchiveDao$Entry;I)V
    .registers 4

    invoke-direct {p0}, Ljava/lang/Object;-><init>()V

    iput-object p1, p0, Lcom/tallycrate/archive/ArchiveToolProvider$$ExternalSyntheticLambda0;->f$0:Lcom/tallycrate/archive/ArchiveToolProvider;

    iput-object p2, p0, Lcom/tallycrate/archive/ArchiveToolProvider$$ExternalSyntheticLambda0;->f$1:Lcom/tallycrate/data/ArchiveDao$Entry;

    iput p3, p0, Lcom/tallycrate/archive/ArchiveToolProvider$$ExternalSyntheticLambda0;->f$2:I

    return-void
.end method


# virtual methods
.method public final writeTo(Ljava/io/OutputStream;)V
    .registers 5

    iget-object v0, p0, Lcom/tallycrate/archive/ArchiveToolProvider$$ExternalSyntheticLambda0;->f$0:Lcom/tallycrate/archive/ArchiveToolProvider;

    iget-object v1, p0, Lcom/tallycrate/archive/ArchiveToolProvider$$ExternalSyntheticLambda0;->f$1:Lcom/tallycrate/data/ArchiveDao$Entry;

    iget v2, p0, Lcom/tallycrate/archive/ArchiveToolProvider$$ExternalSyntheticLambda0;->f$2:I

    invoke-virtual {v0, v1, v2, p1}, Lcom/tallycrate/archive/ArchiveToolProvider;->lambda$fetch$0$com-tallycrate-archive-ArchiveToolProvider(Lcom/tallycrate/data/ArchiveDao$Entry;ILjava/io/OutputStream;)V

    return-void
.end method
