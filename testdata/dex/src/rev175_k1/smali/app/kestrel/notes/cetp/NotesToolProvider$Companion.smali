.class final Lapp/kestrel/notes/cetp/NotesToolProvider$Companion;
.super Ljava/lang/Object;
.source "NotesToolProvider.kt"


# direct methods
.method private constructor <init>()V
    .registers 1

    .line 140
    invoke-direct {p0}, Ljava/lang/Object;-><init>()V

    return-void
.end method

.method public synthetic constructor <init>(Lkotlin/jvm/internal/DefaultConstructorMarker;)V
    .registers 2

    invoke-direct {p0}, Lapp/kestrel/notes/cetp/NotesToolProvider$Companion;-><init>()V

    return-void
.end method


# virtual methods
.method public final getNOTES_URI()Landroid/net/Uri;
    .registers 2

    .line 143
    invoke-static {}, Lapp/kestrel/notes/cetp/NotesToolProvider;->access$getNOTES_URI$cp()Landroid/net/Uri;

    move-result-object v0

    return-object v0
.end method
