.class public final synthetic Lcom/marginalia/notes/core/NoteRepo$$ExternalSyntheticLambda2;
.super Ljava/lang/Object;
.source "D8$$SyntheticClass"

# interfaces
.implements Lkotlin/jvm/functions/Function1;


# static fields
.field public static final synthetic INSTANCE:Lcom/marginalia/notes/core/NoteRepo$$ExternalSyntheticLambda2;


# direct methods
.method static synthetic constructor <clinit>()V
    .registers 1

    new-instance v0, Lcom/marginalia/notes/core/NoteRepo$$ExternalSyntheticLambda2;

    invoke-direct {v0}, Lcom/marginalia/notes/core/NoteRepo$$ExternalSyntheticLambda2;-><init>()V

    sput-object v0, Lcom/marginalia/notes/core/NoteRepo$$ExternalSyntheticLambda2;->INSTANCE:Lcom/marginalia/notes/core/NoteRepo$$ExternalSyntheticLambda2;

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

    check-cast p1, Landroid/database/Cursor;

    invoke-static {p1}, Lcom/marginalia/notes/core/NoteRepo;->trashedCount$lambda$0(Landroid/database/Cursor;)I

    move-result v0

    invoke-static {v0}, Ljava/lang/Integer;->valueOf(I)Ljava/lang/Integer;

    move-result-object v0

    return-object v0
.end method
