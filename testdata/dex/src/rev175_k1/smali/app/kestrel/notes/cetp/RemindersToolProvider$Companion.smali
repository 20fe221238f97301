.class final Lapp/kestrel/notes/cetp/RemindersToolProvider$Companion;
.super Ljava/lang/Object;
.source "RemindersToolProvider.kt"


# direct methods
.method private constructor <init>()V
    .registers 1

    .line 214
    invoke-direct {p0}, Ljava/lang/Object;-><init>()V

    return-void
.end method

.method public synthetic constructor <init>(Lkotlin/jvm/internal/DefaultConstructorMarker;)V
    .registers 2

    invoke-direct {p0}, Lapp/kestrel/notes/cetp/RemindersToolProvider$Companion;-><init>()V

    return-void
.end method


# virtual methods
.method public final getREMINDERS_URI()Landroid/net/Uri;
    .registers 2

    .line 216
    invoke-static {}, Lapp/kestrel/notes/cetp/RemindersToolProvider;->access$getREMINDERS_URI$cp()Landroid/net/Uri;

    move-result-object v0

    return-object v0
.end method
