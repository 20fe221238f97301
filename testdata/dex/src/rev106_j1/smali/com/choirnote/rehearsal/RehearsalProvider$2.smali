.class Lcom/choirnote/rehearsal/RehearsalProvider$2;
.super Landroid/database/ContentObserver;
.source "RehearsalProvider.java"


# annotations
.annotation system Ldalvik/annotation/EnclosingMethod;
    value = Lcom/choirnote/rehearsal/RehearsalProvider;->onCreate()Z
.end annotation

.annotation system Ldalvik/annotation/InnerClass;
    accessFlags = 0x0
    name = null
.end annotation


# instance fields
.field final synthetic this$0:Lcom/choirnote/rehearsal/RehearsalProvider;


# direct methods
.method constructor <init>(Lcom/choirnote/rehearsal/RehearsalProvider;Landroid/os/Handler;)V
    .registers 3

    .line 51
    iput-object p1, p0, Lcom/choirnote/rehearsal/RehearsalProvider$2;->this$0:Lcom/choirnote/rehearsal/RehearsalProvider;

    invoke-direct {p0, p2}, Landroid/database/ContentObserver;-><init>(Landroid/os/Handler;)V

    return-void
.end method


# virtual methods
.method public onChange(Z)V
    .registers 7

    .line 54
    invoke-static {}, Landroid/os/Binder;->getCallingUid()I

    move-result v0

    .line 55
    iget-object v1, p0, Lcom/choirnote/rehearsal/RehearsalProvider$2;->this$0:Lcom/choirnote/rehearsal/RehearsalProvider;

    iget-object v1, v1, Lcom/choirnote/rehearsal/RehearsalProvider;->db:Landroid/database/sqlite/SQLiteDatabase;

    const/4 v2, 0x1

    new-array v2, v2, [Ljava/lang/Object;

    invoke-static {v0}, Ljava/lang/Integer;->valueOf(I)Ljava/lang/Integer;

    move-result-object v3

    const/4 v4, 0x0

    aput-object v3, v2, v4

    const-string v3, "UPDATE meta SET last_editor = ?"

    invoke-virtual {v1, v3, v2}, Landroid/database/sqlite/SQLiteDatabase;->execSQL(Ljava/lang/String;[Ljava/lang/Object;)V

    .line 56
    return-void
.end method
