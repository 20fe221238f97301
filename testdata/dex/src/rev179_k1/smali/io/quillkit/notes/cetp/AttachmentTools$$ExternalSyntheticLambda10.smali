.class public final synthetic Lio/quillkit/notes/cetp/AttachmentTools$$ExternalSyntheticLambda10;
.super Ljava/lang/Object;
.source "D8$$SyntheticClass"

# interfaces
.implements Lkotlin/jvm/functions/Function1;


# static fields
.field public static final synthetic INSTANCE:Lio/quillkit/notes/cetp/AttachmentTools$$ExternalSyntheticLambda10;


# direct methods
.method static synthetic constructor <clinit>()V
    .registers 1

    new-instance v0, Lio/quillkit/notes/cetp/AttachmentTools$$ExternalSyntheticLambda10;

    invoke-direct {v0}, Lio/quillkit/notes/cetp/AttachmentTools$$ExternalSyntheticLambda10;-><init>()V

    sput-object v0, Lio/quillkit/notes/cetp/AttachmentTools$$ExternalSyntheticLambda10;->INSTANCE:Lio/quillkit/notes/cetp/AttachmentTools$$ExternalSyntheticLambda10;

    return-void
.end method

.method private synthetic constructor <init>()V
    .registers 1

    invoke-direct {p0}, Ljava/lang/Object;-><init>()V

    return-void
.end method


# virtual methods
.method public final invoke(Ljava/lang/Object;)Ljava/lang/Object;
    .registers 3

    check-cast p1, Lio/quillkit/notes/cetp/SchemaBuilder;

    invoke-static {p1}, Lio/quillkit/notes/cetp/AttachmentTools;->ALL$lambda$5(Lio/quillkit/notes/cetp/SchemaBuilder;)Lkotlin/Unit;

    move-result-object v0

    return-object v0
.end method
