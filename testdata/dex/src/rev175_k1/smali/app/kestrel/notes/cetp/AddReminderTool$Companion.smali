.class final Lapp/kestrel/notes/cetp/AddReminderTool$Companion;
.super Ljava/lang/Object;
.source "ReminderTools.kt"


# direct methods
.method private constructor <init>()V
    .registers 1

    .line 45
    invoke-direct {p0}, Ljava/lang/Object;-><init>()V

    return-void
.end method

.method public synthetic constructor <init>(Lkotlin/jvm/internal/DefaultConstructorMarker;)V
    .registers 2

    invoke-direct {p0}, Lapp/kestrel/notes/cetp/AddReminderTool$Companion;-><init>()V

    return-void
.end method


# virtual methods
.method public final getPACKAGE_NAME()Lkotlin/text/Regex;
    .registers 2

    .line 46
    invoke-static {}, Lapp/kestrel/notes/cetp/AddReminderTool;->access$getPACKAGE_NAME$cp()Lkotlin/text/Regex;

    move-result-object v0

    return-object v0
.end method
