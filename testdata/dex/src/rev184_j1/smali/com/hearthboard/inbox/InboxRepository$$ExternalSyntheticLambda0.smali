.class public final synthetic Lcom/hearthboard/inbox/InboxRepository$$ExternalSyntheticLambda0;
.super Ljava/lang/Object;
.source "D8$$SyntheticClass"

# interfaces
.implements Lcom/hearthboard/rx/Action;


# instance fields
.field public final synthetic f$0:Lcom/hearthboard/data/HearthDatabase;


# direct methods
.method public synthetic constructor <init>(Lcom/hearthboard/data/HearthDatabase;)V
    .registers 2

    invoke-direct {p0}, Ljava/lang/Object;-><init>()V

    iput-object p1, p0, Lcom/hearthboard/inbox/InboxRepository$$ExternalSyntheticLambda0;->f$0:Lcom/hearthboard/data/HearthDatabase;

    return-void
.end method


# virtual methods
.method public final run()V
    .registers 2

    iget-object v0, p0, Lcom/hearthboard/inbox/InboxRepository$$ExternalSyntheticLambda0;->f$0:Lcom/hearthboard/data/HearthDatabase;

    invoke-virtual {v0}, Landroid/database/sqlite/SQLiteOpenHelper;->getWritableDatabase()Landroid/database/sqlite/SQLiteDatabase;

    return-void
.end method
