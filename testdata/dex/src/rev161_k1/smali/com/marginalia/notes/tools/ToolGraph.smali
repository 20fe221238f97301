.class public final Lcom/marginalia/notes/tools/ToolGraph;
.super Ljava/lang/Object;
.source "ToolGraph.kt"


# static fields
.field public static final Companion:Lcom/marginalia/notes/tools/ToolGraph$Companion;

.field private static volatile instance:Lcom/marginalia/notes/tools/ToolGraph;


# instance fields
.field private final context:Landroid/content/Context;

.field private final db:Lcom/marginalia/notes/core/NotesDb;

.field private final gate:Lcom/marginalia/notes/tools/CallerGate;

.field private final notes:Lcom/marginalia/notes/core/NoteRepo;

.field private final reminders:Lcom/marginalia/notes/core/ReminderRepo;


# direct methods
.method static constructor <clinit>()V
    .registers 2

    new-instance v0, Lcom/marginalia/notes/tools/ToolGraph$Companion;

    const/4 v1, 0x0

    invoke-direct {v0, v1}, Lcom/marginalia/notes/tools/ToolGraph$Companion;-><init>(Lkotlin/jvm/internal/DefaultConstructorMarker;)V

    sput-object v0, Lcom/marginalia/notes/tools/ToolGraph;->Companion:Lcom/marginalia/notes/tools/ToolGraph$Companion;

    return-void
.end method

.method private constructor <init>(Landroid/content/Context;)V
    .registers 8

    .line 22
    invoke-direct {p0}, Ljava/lang/Object;-><init>()V

    iput-object p1, p0, Lcom/marginalia/notes/tools/ToolGraph;->context:Landroid/content/Context;

    .line 23
    new-instance v1, Lcom/marginalia/notes/core/NotesDb;

    iget-object v2, p0, Lcom/marginalia/notes/tools/ToolGraph;->context:Landroid/content/Context;

    invoke-direct {v1, v2}, Lcom/marginalia/notes/core/NotesDb;-><init>(Landroid/content/Context;)V

    iput-object v1, p0, Lcom/marginalia/notes/tools/ToolGraph;->db:Lcom/marginalia/notes/core/NotesDb;

    .line 24
    new-instance v1, Lcom/marginalia/notes/core/NoteRepo;

    iget-object v2, p0, Lcom/marginalia/notes/tools/ToolGraph;->db:Lcom/marginalia/notes/core/NotesDb;

    invoke-direct {v1, v2}, Lcom/marginalia/notes/core/NoteRepo;-><init>(Lcom/marginalia/notes/core/NotesDb;)V

    iput-object v1, p0, Lcom/marginalia/notes/tools/ToolGraph;->notes:Lcom/marginalia/notes/core/NoteRepo;

    .line 25
    new-instance v1, Lcom/marginalia/notes/core/ReminderRepo;

    iget-object v2, p0, Lcom/marginalia/notes/tools/ToolGraph;->db:Lcom/marginalia/notes/core/NotesDb;

    invoke-direct {v1, v2}, Lcom/marginalia/notes/core/ReminderRepo;-><init>(Lcom/marginalia/notes/core/NotesDb;)V

    iput-object v1, p0, Lcom/marginalia/notes/tools/ToolGraph;->reminders:Lcom/marginalia/notes/core/ReminderRepo;

    .line 26
    new-instance v1, Lcom/marginalia/notes/tools/CallerGate;

    iget-object v2, p0, Lcom/marginalia/notes/tools/ToolGraph;->context:Landroid/content/Context;

    invoke-virtual {v2}, Landroid/content/Context;->getPackageManager()Landroid/content/pm/PackageManager;

    move-result-object v2

    const-string v4, "getPackageManager(...)"

    invoke-static {v2, v4}, Lkotlin/jvm/internal/Intrinsics;->checkNotNullExpressionValue(Ljava/lang/Object;Ljava/lang/String;)V

    iget-object v3, p0, Lcom/marginalia/notes/tools/ToolGraph;->context:Landroid/content/Context;

    const-string v4, "grants"

    const/4 v5, 0x0

    invoke-virtual {v3, v4, v5}, Landroid/content/Context;->getSharedPreferences(Ljava/lang/String;I)Landroid/content/SharedPreferences;

    move-result-object v3

    const-string v5, "getSharedPreferences(...)"

    invoke-static {v3, v5}, Lkotlin/jvm/internal/Intrinsics;->checkNotNullExpressionValue(Ljava/lang/Object;Ljava/lang/String;)V

    invoke-direct {v1, v2, v3}, Lcom/marginalia/notes/tools/CallerGate;-><init>(Landroid/content/pm/PackageManager;Landroid/content/SharedPreferences;)V

    iput-object v1, p0, Lcom/marginalia/notes/tools/ToolGraph;->gate:Lcom/marginalia/notes/tools/CallerGate;

    .line 29
    sget-object v0, Lcom/marginalia/notes/tools/ReplayStore;->INSTANCE:Lcom/marginalia/notes/tools/ReplayStore;

    iget-object v1, p0, Lcom/marginalia/notes/tools/ToolGraph;->db:Lcom/marginalia/notes/core/NotesDb;

    invoke-virtual {v0, v1}, Lcom/marginalia/notes/tools/ReplayStore;->attach(Lcom/marginalia/notes/core/NotesDb;)V

    .line 22
    return-void
.end method

.method public synthetic constructor <init>(Landroid/content/Context;Lkotlin/jvm/internal/DefaultConstructorMarker;)V
    .registers 3

    invoke-direct {p0, p1}, Lcom/marginalia/notes/tools/ToolGraph;-><init>(Landroid/content/Context;)V

    return-void
.end method

.method public static final synthetic access$getInstance$cp()Lcom/marginalia/notes/tools/ToolGraph;
    .registers 1

    .line 22
    sget-object v0, Lcom/marginalia/notes/tools/ToolGraph;->instance:Lcom/marginalia/notes/tools/ToolGraph;

    return-object v0
.end method

.method public static final synthetic access$setInstance$cp(Lcom/marginalia/notes/tools/ToolGraph;)V
    .registers 1

    .line 22
    sput-object p0, Lcom/marginalia/notes/tools/ToolGraph;->instance:Lcom/marginalia/notes/tools/ToolGraph;

    return-void
.end method

.method public static final dueReminders$lambda$0(Ljava/lang/String;)Ljava/lang/String;
    .registers 3

    const-string v1, "sort"

    invoke-static {p0, v1}, Lkotlin/jvm/internal/Intrinsics;->checkNotNullParameter(Ljava/lang/Object;Ljava/lang/String;)V

    .line 36
    sget-object v0, Lcom/marginalia/notes/core/ReminderSort;->INSTANCE:Lcom/marginalia/notes/core/ReminderSort;

    invoke-virtual {v0, p0}, Lcom/marginalia/notes/core/ReminderSort;->column(Ljava/lang/String;)Ljava/lang/String;

    move-result-object v0

    return-object v0
.end method

.method public static final of(Landroid/content/Context;)Lcom/marginalia/notes/tools/ToolGraph;
    .registers 2

    sget-object v0, Lcom/marginalia/notes/tools/ToolGraph;->Companion:Lcom/marginalia/notes/tools/ToolGraph$Companion;

    invoke-virtual {v0, p0}, Lcom/marginalia/notes/tools/ToolGraph$Companion;->of(Landroid/content/Context;)Lcom/marginalia/notes/tools/ToolGraph;

    move-result-object v0

    .line 57
    return-object v0
.end method

.method public static synthetic openAttachment$app_debug$default(Lcom/marginalia/notes/tools/ToolGraph;JLjava/lang/String;IILjava/lang/Object;)Landroid/os/ParcelFileDescriptor;
    .registers 8

    .line 45
    and-int/lit8 v0, p5, 0x4

    if-eqz v0, :cond_0

    invoke-static {}, Landroid/os/Process;->myUid()I

    move-result p4

    :cond_0
    invoke-virtual {p0, p1, p2, p3, p4}, Lcom/marginalia/notes/tools/ToolGraph;->openAttachment$app_debug(JLjava/lang/String;I)Landroid/os/ParcelFileDescriptor;

    move-result-object v0

    return-object v0
.end method

.method public static final searchNotes$lambda$0(Ljava/lang/String;)Ljava/lang/String;
    .registers 5

    const-string v1, "sort"

    invoke-static {p0, v1}, Lkotlin/jvm/internal/Intrinsics;->checkNotNullParameter(Ljava/lang/Object;Ljava/lang/String;)V

    .line 32
    move-object v0, p0

    check-cast v0, Ljava/lang/CharSequence;

    move-object v2, v0

    invoke-static {v2}, Lkotlin/text/StringsKt;->isBlank(Ljava/lang/CharSequence;)Z

    move-result v0

    if-eqz v0, :cond_0

    .line 61
    const/4 v3, 0x0

    .line 32
    const-string v0, "updated_at DESC"

    goto :goto_0

    :cond_0
    move-object v0, v2

    :goto_0
    check-cast v0, Ljava/lang/String;

    return-object v0
.end method


# virtual methods
.method public final clearReminders()Lcom/marginalia/notes/core/ClearReminders;
    .registers 3

    .line 38
    new-instance v0, Lcom/marginalia/notes/core/ClearReminders;

    iget-object v1, p0, Lcom/marginalia/notes/tools/ToolGraph;->reminders:Lcom/marginalia/notes/core/ReminderRepo;

    invoke-direct {v0, v1}, Lcom/marginalia/notes/core/ClearReminders;-><init>(Lcom/marginalia/notes/core/ReminderRepo;)V

    return-object v0
.end method

.method public final createNote()Lcom/marginalia/notes/core/CreateNote;
    .registers 3

    .line 33
    new-instance v0, Lcom/marginalia/notes/core/CreateNote;

    iget-object v1, p0, Lcom/marginalia/notes/tools/ToolGraph;->notes:Lcom/marginalia/notes/core/NoteRepo;

    invoke-direct {v0, v1}, Lcom/marginalia/notes/core/CreateNote;-><init>(Lcom/marginalia/notes/core/NoteRepo;)V

    return-object v0
.end method

.method public final deleteNote()Lcom/marginalia/notes/core/DeleteNote;
    .registers 3

    .line 34
    new-instance v0, Lcom/marginalia/notes/core/DeleteNote;

    iget-object v1, p0, Lcom/marginalia/notes/tools/ToolGraph;->notes:Lcom/marginalia/notes/core/NoteRepo;

    invoke-direct {v0, v1}, Lcom/marginalia/notes/core/DeleteNote;-><init>(Lcom/marginalia/notes/core/NoteRepo;)V

    return-object v0
.end method

.method public final dueReminders()Lcom/marginalia/notes/core/DueReminders;
    .registers 4

    .line 36
    new-instance v0, Lcom/marginalia/notes/core/DueReminders;

    iget-object v1, p0, Lcom/marginalia/notes/tools/ToolGraph;->reminders:Lcom/marginalia/notes/core/ReminderRepo;

    sget-object v2, Lcom/marginalia/notes/tools/ToolGraph$$ExternalSyntheticLambda1;->INSTANCE:Lcom/marginalia/notes/tools/ToolGraph$$ExternalSyntheticLambda1;

    invoke-direct {v0, v1, v2}, Lcom/marginalia/notes/core/DueReminders;-><init>(Lcom/marginalia/notes/core/ReminderRepo;Lkotlin/jvm/functions/Function1;)V

    return-object v0
.end method

.method public final emptyTrash()Lcom/marginalia/notes/core/EmptyTrash;
    .registers 3

    .line 35
    new-instance v0, Lcom/marginalia/notes/core/EmptyTrash;

    iget-object v1, p0, Lcom/marginalia/notes/tools/ToolGraph;->notes:Lcom/marginalia/notes/core/NoteRepo;

    invoke-direct {v0, v1}, Lcom/marginalia/notes/core/EmptyTrash;-><init>(Lcom/marginalia/notes/core/NoteRepo;)V

    return-object v0
.end method

.method public final getGate()Lcom/marginalia/notes/tools/CallerGate;
    .registers 2

    .line 26
    iget-object v0, p0, Lcom/marginalia/notes/tools/ToolGraph;->gate:Lcom/marginalia/notes/tools/CallerGate;

    return-object v0
.end method

.method public final note(J)Lorg/json/JSONObject;
    .registers 4

    .line 40
    iget-object v0, p0, Lcom/marginalia/notes/tools/ToolGraph;->notes:Lcom/marginalia/notes/core/NoteRepo;

    invoke-virtual {v0, p1, p2}, Lcom/marginalia/notes/core/NoteRepo;->note(J)Lorg/json/JSONObject;

    move-result-object v0

    return-object v0
.end method

.method public final openAttachment$app_debug(JLjava/lang/String;I)Landroid/os/ParcelFileDescriptor;
    .registers 11

    const-string v1, "scope"

    invoke-static {p3, v1}, Lkotlin/jvm/internal/Intrinsics;->checkNotNullParameter(Ljava/lang/Object;Ljava/lang/String;)V

    .line 46
    iget-object v0, p0, Lcom/marginalia/notes/tools/ToolGraph;->gate:Lcom/marginalia/notes/tools/CallerGate;

    invoke-virtual {v0, p4, p3}, Lcom/marginalia/notes/tools/CallerGate;->mayReadAttachments$app_debug(ILjava/lang/String;)Z

    move-result v0

    if-nez v0, :cond_0

    new-instance v0, Ljava/lang/SecurityException;

    const-string v2, "Not allowed to read attachments."

    invoke-direct {v0, v2}, Ljava/lang/SecurityException;-><init>(Ljava/lang/String;)V

    throw v0

    .line 47
    :cond_0
    iget-object v0, p0, Lcom/marginalia/notes/tools/ToolGraph;->notes:Lcom/marginalia/notes/core/NoteRepo;

    invoke-virtual {v0, p1, p2}, Lcom/marginalia/notes/core/NoteRepo;->attachmentFile(J)Ljava/lang/String;

    move-result-object v0

    if-nez v0, :cond_1

    new-instance v0, Ljava/io/FileNotFoundException;

    new-instance v3, Ljava/lang/StringBuilder;

    invoke-direct {v3}, Ljava/lang/StringBuilder;-><init>()V

    const-string v4, "No attachment "

    invoke-virtual {v3, v4}, Ljava/lang/StringBuilder;->append(Ljava/lang/String;)Ljava/lang/StringBuilder;

    invoke-virtual {v3, p1, p2}, Ljava/lang/StringBuilder;->append(J)Ljava/lang/StringBuilder;

    invoke-virtual {v3}, Ljava/lang/StringBuilder;->toString()Ljava/lang/String;

    move-result-object v2

    invoke-direct {v0, v2}, Ljava/io/FileNotFoundException;-><init>(Ljava/lang/String;)V

    throw v0

    :cond_1
    move-object v5, v0

    .line 48
    new-instance v0, Ljava/io/File;

    new-instance v2, Ljava/io/File;

    iget-object v3, p0, Lcom/marginalia/notes/tools/ToolGraph;->context:Landroid/content/Context;

    invoke-virtual {v3}, Landroid/content/Context;->getFilesDir()Ljava/io/File;

    move-result-object v3

    const-string v4, "attachments"

    invoke-direct {v2, v3, v4}, Ljava/io/File;-><init>(Ljava/io/File;Ljava/lang/String;)V

    invoke-direct {v0, v2, v5}, Ljava/io/File;-><init>(Ljava/io/File;Ljava/lang/String;)V

    const/high16 v1, 0x10000000

    invoke-static {v0, v1}, Landroid/os/ParcelFileDescriptor;->open(Ljava/io/File;I)Landroid/os/ParcelFileDescriptor;

    move-result-object v0

    const-string v2, "open(...)"

    invoke-static {v0, v2}, Lkotlin/jvm/internal/Intrinsics;->checkNotNullExpressionValue(Ljava/lang/Object;Ljava/lang/String;)V

    return-object v0
.end method

.method public final reminder(J)Lorg/json/JSONObject;
    .registers 4

    .line 41
    iget-object v0, p0, Lcom/marginalia/notes/tools/ToolGraph;->reminders:Lcom/marginalia/notes/core/ReminderRepo;

    invoke-virtual {v0, p1, p2}, Lcom/marginalia/notes/core/ReminderRepo;->reminder(J)Lorg/json/JSONObject;

    move-result-object v0

    return-object v0
.end method

.method public final searchNotes()Lcom/marginalia/notes/core/SearchNotes;
    .registers 4

    .line 32
    new-instance v0, Lcom/marginalia/notes/core/SearchNotes;

    iget-object v1, p0, Lcom/marginalia/notes/tools/ToolGraph;->notes:Lcom/marginalia/notes/core/NoteRepo;

    sget-object v2, Lcom/marginalia/notes/tools/ToolGraph$$ExternalSyntheticLambda0;->INSTANCE:Lcom/marginalia/notes/tools/ToolGraph$$ExternalSyntheticLambda0;

    invoke-direct {v0, v1, v2}, Lcom/marginalia/notes/core/SearchNotes;-><init>(Lcom/marginalia/notes/core/NoteRepo;Lkotlin/jvm/functions/Function1;)V

    return-object v0
.end method

.method public final snoozeReminder()Lcom/marginalia/notes/core/SnoozeReminder;
    .registers 3

    .line 37
    new-instance v0, Lcom/marginalia/notes/core/SnoozeReminder;

    iget-object v1, p0, Lcom/marginalia/notes/tools/ToolGraph;->reminders:Lcom/marginalia/notes/core/ReminderRepo;

    invoke-direct {v0, v1}, Lcom/marginalia/notes/core/SnoozeReminder;-><init>(Lcom/marginalia/notes/core/ReminderRepo;)V

    return-object v0
.end method

.method public final trashedCount()I
    .registers 2

    .line 42
    iget-object v0, p0, Lcom/marginalia/notes/tools/ToolGraph;->notes:Lcom/marginalia/notes/core/NoteRepo;

    invoke-virtual {v0}, Lcom/marginalia/notes/core/NoteRepo;->trashedCount()I

    move-result v0

    return v0
.end method
