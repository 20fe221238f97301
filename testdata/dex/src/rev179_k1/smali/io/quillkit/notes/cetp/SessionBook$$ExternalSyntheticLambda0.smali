.class public final synthetic Lio/quillkit/notes/cetp/SessionBook$$ExternalSyntheticLambda0;
.super Ljava/lang/Object;
.source "D8$$SyntheticClass"

# interfaces
.implements Lkotlin/jvm/functions/Function1;


# instance fields
.field public final synthetic f$0:I

.field public final synthetic f$1:J


# direct methods
.method public synthetic constructor <init>(IJ)V
    .registers 4

    invoke-direct {p0}, Ljava/lang/Object;-><init>()V

    iput p1, p0, Lio/quillkit/notes/cetp/SessionBook$$ExternalSyntheticLambda0;->f$0:I

    iput-wide p2, p0, Lio/quillkit/notes/cetp/SessionBook$$ExternalSyntheticLambda0;->f$1:J

    return-void
.end method


# virtual methods
.method public final invoke(Ljava/lang/Object;)Ljava/lang/Object;
    .registers 5

    iget v0, p0, Lio/quillkit/notes/cetp/SessionBook$$ExternalSyntheticLambda0;->f$0:I

    iget-wide v1, p0, Lio/quillkit/notes/cetp/SessionBook$$ExternalSyntheticLambda0;->f$1:J

    check-cast p1, Lio/quillkit/notes/cetp/Session;

    invoke-static {v0, v1, v2, p1}, Lio/quillkit/notes/cetp/SessionBook;->latestFor$lambda$0(IJLio/quillkit/notes/cetp/Session;)Z

    move-result v0

    invoke-static {v0}, Ljava/lang/Boolean;->valueOf(Z)Ljava/lang/Boolean;

    move-result-object v0

    return-object v0
.end method
