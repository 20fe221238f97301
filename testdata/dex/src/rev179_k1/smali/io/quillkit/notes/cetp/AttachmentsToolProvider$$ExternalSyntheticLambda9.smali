.class public final synthetic Lio/quillkit/notes/cetp/AttachmentsToolProvider$$ExternalSyntheticLambda9;
.super Ljava/lang/Object;
.source "D8$$SyntheticClass"

# interfaces
.implements Lkotlin/jvm/functions/Function1;


# instance fields
.field public final synthetic f$0:I


# direct methods
.method public synthetic constructor <init>(I)V
    .registers 2

    invoke-direct {p0}, Ljava/lang/Object;-><init>()V

    iput p1, p0, Lio/quillkit/notes/cetp/AttachmentsToolProvider$$ExternalSyntheticLambda9;->f$0:I

    return-void
.end method


# virtual methods
.method public final invoke(Ljava/lang/Object;)Ljava/lang/Object;
    .registers 3

    iget v0, p0, Lio/quillkit/notes/cetp/AttachmentsToolProvider$$ExternalSyntheticLambda9;->f$0:I

    check-cast p1, Lio/quillkit/notes/core/JsonBuilder;

    invoke-static {v0, p1}, Lio/quillkit/notes/cetp/AttachmentsToolProvider;->purgeAttachments$lambda$0$1(ILio/quillkit/notes/core/JsonBuilder;)Lkotlin/Unit;

    move-result-object v0

    return-object v0
.end method
