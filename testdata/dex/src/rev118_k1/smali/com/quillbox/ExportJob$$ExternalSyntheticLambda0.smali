.class public final synthetic Lcom/quillbox/ExportJob$$ExternalSyntheticLambda0;
.super Ljava/lang/Object;
.source "D8$$SyntheticClass"

# interfaces
.implements Lkotlin/jvm/functions/Function1;

# static fields
.field public static final synthetic INSTANCE:Lcom/quillbox/ExportJob$$ExternalSyntheticLambda0;


# direct methods
.method static synthetic constructor <clinit>()V
    .registers 1
    new-instance v0, Lcom/quillbox/ExportJob$$ExternalSyntheticLambda0;
    invoke-direct {v0}, Lcom/quillbox/ExportJob$$ExternalSyntheticLambda0;-><init>()V
    sput-object v0, Lcom/quillbox/ExportJob$$ExternalSyntheticLambda0;->INSTANCE:Lcom/quillbox/ExportJob$$ExternalSyntheticLambda0;
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
    check-cast p1, Lcom/quillbox/Note;
    invoke-static {p1}, Lcom/quillbox/ExportJob;->perform$lambda$0(Lcom/quillbox/Note;)Ljava/lang/CharSequence;
    move-result-object v0
    return-object v0
.end method
