.class public final Lcom/inkwell/Stores;
.super Ljava/lang/Object;
.source "Stores.kt"

# static fields
.field public static final INSTANCE:Lcom/inkwell/Stores;
.field public static notes:Lcom/inkwell/NoteStore;
.field public static reminders:Lcom/inkwell/ReminderStore;


# direct methods
.method private constructor <init>()V
    .registers 2
    .line 9
    invoke-direct {v1}, Ljava/lang/Object;-><init>()V
    return-void
.end method

.method static constructor <clinit>()V
    .registers 1
    new-instance v0, Lcom/inkwell/Stores;
    invoke-direct {v0}, Lcom/inkwell/Stores;-><init>()V
    sput-object v0, Lcom/inkwell/Stores;->INSTANCE:Lcom/inkwell/Stores;
    return-void
.end method


# virtual methods
.method public final getNotes()Lcom/inkwell/NoteStore;
    .registers 2
    .line 10
    sget-object v0, Lcom/inkwell/Stores;->notes:Lcom/inkwell/NoteStore;
    if-eqz v0, :L8
    return-object v0
:L8
    const-string v0, "notes"
    invoke-static {v0}, Lkotlin/jvm/internal/Intrinsics;->throwUninitializedPropertyAccessException(Ljava/lang/String;)V
    const/4 v0, 0x0
    return-object v0
.end method

.method public final setNotes(Lcom/inkwell/NoteStore;)V
    .registers 4
    const-string v1, "<set-?>"
    invoke-static {v3, v1}, Lkotlin/jvm/internal/Intrinsics;->checkNotNullParameter(Ljava/lang/Object;Ljava/lang/String;)V
    .line 10
    sput-object v3, Lcom/inkwell/Stores;->notes:Lcom/inkwell/NoteStore;
    return-void
.end method

.method public final getReminders()Lcom/inkwell/ReminderStore;
    .registers 2
    .line 11
    sget-object v0, Lcom/inkwell/Stores;->reminders:Lcom/inkwell/ReminderStore;
    if-eqz v0, :L8
    return-object v0
:L8
    const-string v0, "reminders"
    invoke-static {v0}, Lkotlin/jvm/internal/Intrinsics;->throwUninitializedPropertyAccessException(Ljava/lang/String;)V
    const/4 v0, 0x0
    return-object v0
.end method

.method public final setReminders(Lcom/inkwell/ReminderStore;)V
    .registers 4
    const-string v1, "<set-?>"
    invoke-static {v3, v1}, Lkotlin/jvm/internal/Intrinsics;->checkNotNullParameter(Ljava/lang/Object;Ljava/lang/String;)V
    .line 11
    sput-object v3, Lcom/inkwell/Stores;->reminders:Lcom/inkwell/ReminderStore;
    return-void
.end method

.method public final declared-synchronized open(Landroid/content/Context;)V
    .registers 7
    const-string v1, "ctx"
    invoke-static {v6, v1}, Lkotlin/jvm/internal/Intrinsics;->checkNotNullParameter(Ljava/lang/Object;Ljava/lang/String;)V
    .line 15
    sget-object v0, Lcom/inkwell/Stores;->notes:Lcom/inkwell/NoteStore;
    if-eqz v0, :L13
    return-void
:L13
    .line 16
    new-instance v0, Ljava/io/File;
    invoke-virtual {v6}, Landroid/content/Context;->getFilesDir()Ljava/io/File;
    move-result-object v2
    const-string v3, "inkwell.db"
    invoke-direct {v0, v2, v3}, Ljava/io/File;-><init>(Ljava/io/File;Ljava/lang/String;)V
    const/4 v1, 0x0
    invoke-static {v0, v1}, Landroid/database/sqlite/SQLiteDatabase;->openOrCreateDatabase(Ljava/io/File;Landroid/database/sqlite/SQLiteDatabase$CursorFactory;)Landroid/database/sqlite/SQLiteDatabase;
    move-result-object v4
    .line 17
    new-instance v1, Lcom/inkwell/NoteStore;
    invoke-static {v4}, Lkotlin/jvm/internal/Intrinsics;->checkNotNull(Ljava/lang/Object;)V
    invoke-direct {v1, v4}, Lcom/inkwell/NoteStore;-><init>(Landroid/database/sqlite/SQLiteDatabase;)V
    invoke-virtual {v5, v1}, Lcom/inkwell/Stores;->setNotes(Lcom/inkwell/NoteStore;)V
    .line 18
    new-instance v1, Lcom/inkwell/ReminderStore;
    invoke-direct {v1, v4}, Lcom/inkwell/ReminderStore;-><init>(Landroid/database/sqlite/SQLiteDatabase;)V
    invoke-virtual {v5, v1}, Lcom/inkwell/Stores;->setReminders(Lcom/inkwell/ReminderStore;)V
    .line 19
    return-void
.end method

