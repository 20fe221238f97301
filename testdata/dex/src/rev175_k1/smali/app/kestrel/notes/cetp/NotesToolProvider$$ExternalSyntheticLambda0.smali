.class public final synthetic Lapp/kestrel/notes/cetp/NotesToolProvider$$ExternalSyntheticLambda0;
.super Ljava/lang/Object;
.source "D8$$SyntheticClass"

# interfaces
.implements Lapp/kestrel/notes/cetp/ResolutionFactory;


# static fields
.field public static final synthetic INSTANCE:Lapp/kestrel/notes/cetp/NotesToolProvider$$ExternalSyntheticLambda0;


# direct methods
.method static synthetic constructor <clinit>()V
    .registers 1

    new-instance v0, Lapp/kestrel/notes/cetp/NotesToolProvider$$ExternalSyntheticLambda0;

    invoke-direct {v0}, Lapp/kestrel/notes/cetp/NotesToolProvider$$ExternalSyntheticLambda0;-><init>()V

    sput-object v0, Lapp/kestrel/notes/cetp/NotesToolProvider$$ExternalSyntheticLambda0;->INSTANCE:Lapp/kestrel/notes/cetp/NotesToolProvider$$ExternalSyntheticLambda0;

    return-void
.end method

.method private synthetic constructor <init>()V
    .registers 1

    invoke-direct {p0}, Ljava/lang/Object;-><init>()V

    return-void
.end method


# virtual methods
.method public final create(Landroid/content/Context;Ljava/lang/String;I)Landroid/app/PendingIntent;
    .registers 5

    invoke-static {p1, p2, p3}, Lapp/kestrel/notes/cetp/NotesToolProvider;->resolutions$lambda$0(Landroid/content/Context;Ljava/lang/String;I)Landroid/app/PendingIntent;

    move-result-object v0

    return-object v0
.end method
