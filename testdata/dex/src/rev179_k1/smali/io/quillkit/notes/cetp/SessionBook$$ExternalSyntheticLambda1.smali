.class public final synthetic Lio/quillkit/notes/cetp/SessionBook$$ExternalSyntheticLambda1;
.super Ljava/lang/Object;
.source "D8$$SyntheticClass"

# interfaces
.implements Lkotlin/jvm/functions/Function1;


# instance fields
.field public final synthetic f$0:Lio/quillkit/notes/cetp/SessionBook;

.field public final synthetic f$1:Lio/quillkit/notes/cetp/Session;

.field public final synthetic f$2:Ljava/util/LinkedHashSet;


# direct methods
.method public synthetic constructor <init>(Lio/quillkit/notes/cetp/SessionBook;Lio/quillkit/notes/cetp/Session;Ljava/util/LinkedHashSet;)V
    .registers 4

    invoke-direct {p0}, Ljava/lang/Object;-><init>()V

    iput-object p1, p0, Lio/quillkit/notes/cetp/SessionBook$$ExternalSyntheticLambda1;->f$0:Lio/quillkit/notes/cetp/SessionBook;

    iput-object p2, p0, Lio/quillkit/notes/cetp/SessionBook$$ExternalSyntheticLambda1;->f$1:Lio/quillkit/notes/cetp/Session;

    iput-object p3, p0, Lio/quillkit/notes/cetp/SessionBook$$ExternalSyntheticLambda1;->f$2:Ljava/util/LinkedHashSet;

    return-void
.end method


# virtual methods
.method public final invoke(Ljava/lang/Object;)Ljava/lang/Object;
    .registers 5

    iget-object v0, p0, Lio/quillkit/notes/cetp/SessionBook$$ExternalSyntheticLambda1;->f$0:Lio/quillkit/notes/cetp/SessionBook;

    iget-object v1, p0, Lio/quillkit/notes/cetp/SessionBook$$ExternalSyntheticLambda1;->f$1:Lio/quillkit/notes/cetp/Session;

    iget-object v2, p0, Lio/quillkit/notes/cetp/SessionBook$$ExternalSyntheticLambda1;->f$2:Ljava/util/LinkedHashSet;

    check-cast p1, Lio/quillkit/notes/core/JsonBuilder;

    invoke-static {v0, v1, v2, p1}, Lio/quillkit/notes/cetp/SessionBook;->negotiate$lambda$0(Lio/quillkit/notes/cetp/SessionBook;Lio/quillkit/notes/cetp/Session;Ljava/util/LinkedHashSet;Lio/quillkit/notes/core/JsonBuilder;)Lkotlin/Unit;

    move-result-object v0

    return-object v0
.end method
