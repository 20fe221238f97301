.class public final Lcom/tallyspring/budget/cetp/ToolDescriptor$Builder;
.super Ljava/lang/Object;
.source "ToolDescriptor.java"


# annotations
.annotation system Ldalvik/annotation/EnclosingClass;
    value = Lcom/tallyspring/budget/cetp/ToolDescriptor;
.end annotation

.annotation system Ldalvik/annotation/InnerClass;
    accessFlags = 0x19
    name = "Builder"
.end annotation


# instance fields
.field private confirmation:Lcom/tallyspring/budget/cetp/ToolDescriptor$Confirmation;

.field private description:Ljava/lang/String;

.field private destructive:Z

.field private effect:Lcom/tallyspring/budget/cetp/ToolDescriptor$Effect;

.field private idempotent:Z

.field private inputSchema:Ljava/lang/String;

.field private final name:Ljava/lang/String;

.field private openWorld:Z

.field private outputSchema:Ljava/lang/String;

.field private risk:Lcom/tallyspring/budget/cetp/ToolDescriptor$Risk;

.field private final scopes:Ljava/util/List;
    .annotation system Ldalvik/annotation/Signature;
        value = {
            "Ljava/util/List<",
            "Ljava/lang/String;",
            ">;"
        }
    .end annotation
.end field

.field private title:Ljava/lang/String;


# direct methods
.method static bridge synthetic -$$Nest$fgetconfirmation(Lcom/tallyspring/budget/cetp/ToolDescriptor$Builder;)Lcom/tallyspring/budget/cetp/ToolDescriptor$Confirmation;
    .registers 1

    iget-object p0, p0, Lcom/tallyspring/budget/cetp/ToolDescriptor$Builder;->confirmation:Lcom/tallyspring/budget/cetp/ToolDescriptor$Confirmation;

    return-object p0
.end method

.method static bridge synthetic -$$Nest$fgetdescription(Lcom/tallyspring/budget/cetp/ToolDescriptor$Builder;)Ljava/lang/String;
    .registers 1

    iget-object p0, p0, Lcom/tallyspring/budget/cetp/ToolDescriptor$Builder;->description:Ljava/lang/String;

    return-object p0
.end method

.method static bridge synthetic -$$Nest$fgetdestructive(Lcom/tallyspring/budget/cetp/ToolDescriptor$Builder;)Z
    .registers 1

    iget-boolean p0, p0, Lcom/tallyspring/budget/cetp/ToolDescriptor$Builder;->destructive:Z

    return p0
.end method

.method static bridge synthetic -$$Nest$fgeteffect(Lcom/tallyspring/budget/cetp/ToolDescriptor$Builder;)Lcom/tallyspring/budget/cetp/ToolDescriptor$Effect;
    .registers 1

    iget-object p0, p0, Lcom/tallyspring/budget/cetp/ToolDescriptor$Builder;->effect:Lcom/tallyspring/budget/cetp/ToolDescriptor$Effect;

    return-object p0
.end method

.method static bridge synthetic -$$Nest$fgetidempotent(Lcom/tallyspring/budget/cetp/ToolDescriptor$Builder;)Z
    .registers 1

    iget-boolean p0, p0, Lcom/tallyspring/budget/cetp/ToolDescriptor$Builder;->idempotent:Z

    return p0
.end method

.method static bridge synthetic -$$Nest$fgetinputSchema(Lcom/tallyspring/budget/cetp/ToolDescriptor$Builder;)Ljava/lang/String;
    .registers 1

    iget-object p0, p0, Lcom/tallyspring/budget/cetp/ToolDescriptor$Builder;->inputSchema:Ljava/lang/String;

    return-object p0
.end method

.method static bridge synthetic -$$Nest$fgetname(Lcom/tallyspring/budget/cetp/ToolDescriptor$Builder;)Ljava/lang/String;
    .registers 1

    iget-object p0, p0, Lcom/tallyspring/budget/cetp/ToolDescriptor$Builder;->name:Ljava/lang/String;

    return-object p0
.end method

.method static bridge synthetic -$$Nest$fgetopenWorld(Lcom/tallyspring/budget/cetp/ToolDescriptor$Builder;)Z
    .registers 1

    iget-boolean p0, p0, Lcom/tallyspring/budget/cetp/ToolDescriptor$Builder;->openWorld:Z

    return p0
.end method

.method static bridge synthetic -$$Nest$fgetoutputSchema(Lcom/tallyspring/budget/cetp/ToolDescriptor$Builder;)Ljava/lang/String;
    .registers 1

    iget-object p0, p0, Lcom/tallyspring/budget/cetp/ToolDescriptor$Builder;->outputSchema:Ljava/lang/String;

    return-object p0
.end method

.method static bridge synthetic -$$Nest$fgetrisk(Lcom/tallyspring/budget/cetp/ToolDescriptor$Builder;)Lcom/tallyspring/budget/cetp/ToolDescriptor$Risk;
    .registers 1

    iget-object p0, p0, Lcom/tallyspring/budget/cetp/ToolDescriptor$Builder;->risk:Lcom/tallyspring/budget/cetp/ToolDescriptor$Risk;

    return-object p0
.end method

.method static bridge synthetic -$$Nest$fgetscopes(Lcom/tallyspring/budget/cetp/ToolDescriptor$Builder;)Ljava/util/List;
    .registers 1

    iget-object p0, p0, Lcom/tallyspring/budget/cetp/ToolDescriptor$Builder;->scopes:Ljava/util/List;

    return-object p0
.end method

.method static bridge synthetic -$$Nest$fgettitle(Lcom/tallyspring/budget/cetp/ToolDescriptor$Builder;)Ljava/lang/String;
    .registers 1

    iget-object p0, p0, Lcom/tallyspring/budget/cetp/ToolDescriptor$Builder;->title:Ljava/lang/String;

    return-object p0
.end method

.method constructor <init>(Ljava/lang/String;)V
    .registers 3

    .line 93
    invoke-direct {p0}, Ljava/lang/Object;-><init>()V

    .line 83
    sget-object v0, Lcom/tallyspring/budget/cetp/ToolDescriptor$Effect;->READ:Lcom/tallyspring/budget/cetp/ToolDescriptor$Effect;

    iput-object v0, p0, Lcom/tallyspring/budget/cetp/ToolDescriptor$Builder;->effect:Lcom/tallyspring/budget/cetp/ToolDescriptor$Effect;

    .line 84
    sget-object v0, Lcom/tallyspring/budget/cetp/ToolDescriptor$Risk;->LOW:Lcom/tallyspring/budget/cetp/ToolDescriptor$Risk;

    iput-object v0, p0, Lcom/tallyspring/budget/cetp/ToolDescriptor$Builder;->risk:Lcom/tallyspring/budget/cetp/ToolDescriptor$Risk;

    .line 85
    sget-object v0, Lcom/tallyspring/budget/cetp/ToolDescriptor$Confirmation;->NEVER:Lcom/tallyspring/budget/cetp/ToolDescriptor$Confirmation;

    iput-object v0, p0, Lcom/tallyspring/budget/cetp/ToolDescriptor$Builder;->confirmation:Lcom/tallyspring/budget/cetp/ToolDescriptor$Confirmation;

    .line 89
    new-instance v0, Ljava/util/ArrayList;

    invoke-direct {v0}, Ljava/util/ArrayList;-><init>()V

    iput-object v0, p0, Lcom/tallyspring/budget/cetp/ToolDescriptor$Builder;->scopes:Ljava/util/List;

    .line 94
    iput-object p1, p0, Lcom/tallyspring/budget/cetp/ToolDescriptor$Builder;->name:Ljava/lang/String;

    .line 95
    return-void
.end method


# virtual methods
.method public build()Lcom/tallyspring/budget/cetp/ToolDescriptor;
    .registers 7

    .line 153
    iget-object v0, p0, Lcom/tallyspring/budget/cetp/ToolDescriptor$Builder;->name:Ljava/lang/String;

    const-string v1, "[a-z][a-z0-9_]{0,63}"

    invoke-virtual {v0, v1}, Ljava/lang/String;->matches(Ljava/lang/String;)Z

    move-result v0

    if-nez v0, :cond_0

    .line 154
    new-instance v0, Ljava/lang/IllegalStateException;

    iget-object v2, p0, Lcom/tallyspring/budget/cetp/ToolDescriptor$Builder;->name:Ljava/lang/String;

    new-instance v3, Ljava/lang/StringBuilder;

    invoke-direct {v3}, Ljava/lang/StringBuilder;-><init>()V

    const-string v4, "bad tool name "

    invoke-virtual {v3, v4}, Ljava/lang/StringBuilder;->append(Ljava/lang/String;)Ljava/lang/StringBuilder;

    move-result-object v3

    invoke-virtual {v3, v2}, Ljava/lang/StringBuilder;->append(Ljava/lang/String;)Ljava/lang/StringBuilder;

    move-result-object v3

    invoke-virtual {v3}, Ljava/lang/StringBuilder;->toString()Ljava/lang/String;

    move-result-object v3

    move-object v2, v3

    invoke-direct {v0, v2}, Ljava/lang/IllegalStateException;-><init>(Ljava/lang/String;)V

    throw v0

    .line 156
    :cond_0
    iget-object v0, p0, Lcom/tallyspring/budget/cetp/ToolDescriptor$Builder;->effect:Lcom/tallyspring/budget/cetp/ToolDescriptor$Effect;

    sget-object v1, Lcom/tallyspring/budget/cetp/ToolDescriptor$Effect;->DELETE:Lcom/tallyspring/budget/cetp/ToolDescriptor$Effect;

    if-eq v0, v1, :cond_1

    iget-object v0, p0, Lcom/tallyspring/budget/cetp/ToolDescriptor$Builder;->effect:Lcom/tallyspring/budget/cetp/ToolDescriptor$Effect;

    sget-object v1, Lcom/tallyspring/budget/cetp/ToolDescriptor$Effect;->TRANSACTION:Lcom/tallyspring/budget/cetp/ToolDescriptor$Effect;

    if-eq v0, v1, :cond_1

    iget-boolean v0, p0, Lcom/tallyspring/budget/cetp/ToolDescriptor$Builder;->destructive:Z

    if-nez v0, :cond_1

    iget-object v0, p0, Lcom/tallyspring/budget/cetp/ToolDescriptor$Builder;->risk:Lcom/tallyspring/budget/cetp/ToolDescriptor$Risk;

    sget-object v1, Lcom/tallyspring/budget/cetp/ToolDescriptor$Risk;->HIGH:Lcom/tallyspring/budget/cetp/ToolDescriptor$Risk;

    if-ne v0, v1, :cond_2

    :cond_1
    const/4 v0, 0x1

    goto :goto_0

    :cond_2
    const/4 v0, 0x0

    :goto_0
    move v5, v0

    .line 158
    if-eqz v5, :cond_3

    iget-object v0, p0, Lcom/tallyspring/budget/cetp/ToolDescriptor$Builder;->confirmation:Lcom/tallyspring/budget/cetp/ToolDescriptor$Confirmation;

    sget-object v1, Lcom/tallyspring/budget/cetp/ToolDescriptor$Confirmation;->ALWAYS:Lcom/tallyspring/budget/cetp/ToolDescriptor$Confirmation;

    if-eq v0, v1, :cond_3

    .line 159
    new-instance v0, Ljava/lang/IllegalStateException;

    iget-object v2, p0, Lcom/tallyspring/budget/cetp/ToolDescriptor$Builder;->name:Ljava/lang/String;

    new-instance v3, Ljava/lang/StringBuilder;

    invoke-direct {v3}, Ljava/lang/StringBuilder;-><init>()V

    invoke-virtual {v3, v2}, Ljava/lang/StringBuilder;->append(Ljava/lang/String;)Ljava/lang/StringBuilder;

    move-result-object v3

    const-string v4, " needs confirmation always"

    invoke-virtual {v3, v4}, Ljava/lang/StringBuilder;->append(Ljava/lang/String;)Ljava/lang/StringBuilder;

    move-result-object v3

    invoke-virtual {v3}, Ljava/lang/StringBuilder;->toString()Ljava/lang/String;

    move-result-object v3

    move-object v2, v3

    invoke-direct {v0, v2}, Ljava/lang/IllegalStateException;-><init>(Ljava/lang/String;)V

    throw v0

    .line 161
    :cond_3
    iget-object v0, p0, Lcom/tallyspring/budget/cetp/ToolDescriptor$Builder;->effect:Lcom/tallyspring/budget/cetp/ToolDescriptor$Effect;

    invoke-virtual {v0}, Lcom/tallyspring/budget/cetp/ToolDescriptor$Effect;->mutates()Z

    move-result v0

    if-eqz v0, :cond_4

    iget-object v0, p0, Lcom/tallyspring/budget/cetp/ToolDescriptor$Builder;->scopes:Ljava/util/List;

    invoke-interface {v0}, Ljava/util/List;->isEmpty()Z

    move-result v0

    if-eqz v0, :cond_4

    .line 162
    new-instance v0, Ljava/lang/IllegalStateException;

    iget-object v2, p0, Lcom/tallyspring/budget/cetp/ToolDescriptor$Builder;->name:Ljava/lang/String;

    new-instance v3, Ljava/lang/StringBuilder;

    invoke-direct {v3}, Ljava/lang/StringBuilder;-><init>()V

    invoke-virtual {v3, v2}, Ljava/lang/StringBuilder;->append(Ljava/lang/String;)Ljava/lang/StringBuilder;

    move-result-object v3

    const-string v4, " needs a scope"

    invoke-virtual {v3, v4}, Ljava/lang/StringBuilder;->append(Ljava/lang/String;)Ljava/lang/StringBuilder;

    move-result-object v3

    invoke-virtual {v3}, Ljava/lang/StringBuilder;->toString()Ljava/lang/String;

    move-result-object v3

    move-object v2, v3

    invoke-direct {v0, v2}, Ljava/lang/IllegalStateException;-><init>(Ljava/lang/String;)V

    throw v0

    .line 164
    :cond_4
    new-instance v0, Lcom/tallyspring/budget/cetp/ToolDescriptor;

    invoke-direct {v0, p0}, Lcom/tallyspring/budget/cetp/ToolDescriptor;-><init>(Lcom/tallyspring/budget/cetp/ToolDescriptor$Builder;)V

    return-object v0
.end method

.method public confirmation(Lcom/tallyspring/budget/cetp/ToolDescriptor$Confirmation;)Lcom/tallyspring/budget/cetp/ToolDescriptor$Builder;
    .registers 2

    .line 118
    iput-object p1, p0, Lcom/tallyspring/budget/cetp/ToolDescriptor$Builder;->confirmation:Lcom/tallyspring/budget/cetp/ToolDescriptor$Confirmation;

    .line 119
    return-object p0
.end method

.method public description(Ljava/lang/String;)Lcom/tallyspring/budget/cetp/ToolDescriptor$Builder;
    .registers 2

    .line 103
    iput-object p1, p0, Lcom/tallyspring/budget/cetp/ToolDescriptor$Builder;->description:Ljava/lang/String;

    .line 104
    return-object p0
.end method

.method public destructive(Z)Lcom/tallyspring/budget/cetp/ToolDescriptor$Builder;
    .registers 2

    .line 123
    iput-boolean p1, p0, Lcom/tallyspring/budget/cetp/ToolDescriptor$Builder;->destructive:Z

    .line 124
    return-object p0
.end method

.method public effect(Lcom/tallyspring/budget/cetp/ToolDescriptor$Effect;)Lcom/tallyspring/budget/cetp/ToolDescriptor$Builder;
    .registers 2

    .line 108
    iput-object p1, p0, Lcom/tallyspring/budget/cetp/ToolDescriptor$Builder;->effect:Lcom/tallyspring/budget/cetp/ToolDescriptor$Effect;

    .line 109
    return-object p0
.end method

.method public idempotent(Z)Lcom/tallyspring/budget/cetp/ToolDescriptor$Builder;
    .registers 2

    .line 128
    iput-boolean p1, p0, Lcom/tallyspring/budget/cetp/ToolDescriptor$Builder;->idempotent:Z

    .line 129
    return-object p0
.end method

.method public input(Ljava/lang/String;)Lcom/tallyspring/budget/cetp/ToolDescriptor$Builder;
    .registers 2

    .line 143
    iput-object p1, p0, Lcom/tallyspring/budget/cetp/ToolDescriptor$Builder;->inputSchema:Ljava/lang/String;

    .line 144
    return-object p0
.end method

.method public openWorld(Z)Lcom/tallyspring/budget/cetp/ToolDescriptor$Builder;
    .registers 2

    .line 133
    iput-boolean p1, p0, Lcom/tallyspring/budget/cetp/ToolDescriptor$Builder;->openWorld:Z

    .line 134
    return-object p0
.end method

.method public output(Ljava/lang/String;)Lcom/tallyspring/budget/cetp/ToolDescriptor$Builder;
    .registers 2

    .line 148
    iput-object p1, p0, Lcom/tallyspring/budget/cetp/ToolDescriptor$Builder;->outputSchema:Ljava/lang/String;

    .line 149
    return-object p0
.end method

.method public risk(Lcom/tallyspring/budget/cetp/ToolDescriptor$Risk;)Lcom/tallyspring/budget/cetp/ToolDescriptor$Builder;
    .registers 2

    .line 113
    iput-object p1, p0, Lcom/tallyspring/budget/cetp/ToolDescriptor$Builder;->risk:Lcom/tallyspring/budget/cetp/ToolDescriptor$Risk;

    .line 114
    return-object p0
.end method

.method public scope(Ljava/lang/String;)Lcom/tallyspring/budget/cetp/ToolDescriptor$Builder;
    .registers 3

    .line 138
    iget-object v0, p0, Lcom/tallyspring/budget/cetp/ToolDescriptor$Builder;->scopes:Ljava/util/List;

    invoke-interface {v0, p1}, Ljava/util/List;->add(Ljava/lang/Object;)Z

    .line 139
    return-object p0
.end method

.method public title(Ljava/lang/String;)Lcom/tallyspring/budget/cetp/ToolDescriptor$Builder;
    .registers 2

    .line 98
    iput-object p1, p0, Lcom/tallyspring/budget/cetp/ToolDescriptor$Builder;->title:Ljava/lang/String;

    .line 99
    return-object p0
.end method
