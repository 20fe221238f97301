.class public final synthetic Lapp/quillmark/notes/cetp/AttachmentsToolProvider$$ExternalSyntheticLambda6;
.super Ljava/lang/Object;
.source "D8$$SyntheticClass"

# interfaces
.implements Lkotlin/jvm/functions/Function1;


# static fields
.field public static final synthetic INSTANCE:Lapp/quillmark/notes/cetp/AttachmentsToolProvider$$ExternalSyntheticLambda6;


# direct methods
.method static synthetic constructor <clinit>()V
    .registers 1

    new-instance v0, Lapp/quillmark/notes/cetp/AttachmentsToolProvider$$ExternalSyntheticLambda6;

    invoke-direct {v0}, Lapp/quillmark/notes/cetp/AttachmentsToolProvider$$ExternalSyntheticLambda6;-><init>()V

    sput-object v0, Lapp/quillmark/notes/cetp/AttachmentsToolProvider$$ExternalSyntheticLambda6;->INSTANCE:Lapp/quillmark/notes/cetp/AttachmentsToolProvider$$ExternalSyntheticLambda6;

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

    check-cast p1, Lapp/quillmark/notes/cetp/SchemaBuilder;

    invoke-static {p1}, Lapp/quillmark/notes/cetp/AttachmentsToolProvider;->TOOLS_delegate$lambda$0$0$4(Lapp/quillmark/notes/cetp/SchemaBuilder;)Lkotlin/Unit;

    move-result-object v0

    return-object v0
.end method
