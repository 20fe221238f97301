.class public final synthetic Lio/quire/app/files/AttachmentStore$$ExternalSyntheticLambda3;
.super Ljava/lang/Object;
.source "D8$$SyntheticClass"

# interfaces
.implements Lkotlin/jvm/functions/Function1;


# static fields
.field public static final synthetic INSTANCE:Lio/quire/app/files/AttachmentStore$$ExternalSyntheticLambda3;


# direct methods
.method static synthetic constructor <clinit>()V
    .registers 1

    new-instance v0, Lio/quire/app/files/AttachmentStore$$ExternalSyntheticLambda3;

    invoke-direct {v0}, Lio/quire/app/files/AttachmentStore$$ExternalSyntheticLambda3;-><init>()V

    sput-object v0, Lio/quire/app/files/AttachmentStore$$ExternalSyntheticLambda3;->INSTANCE:Lio/quire/app/files/AttachmentStore$$ExternalSyntheticLambda3;

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

    check-cast p1, Ljava/io/File;

    invoke-static {p1}, Lio/quire/app/files/AttachmentStore;->list$lambda$1$1(Ljava/io/File;)Ljava/lang/CharSequence;

    move-result-object v0

    return-object v0
.end method
